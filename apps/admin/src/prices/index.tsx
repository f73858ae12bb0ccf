import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { PriceEdit } from './PriceEdit';
import { PriceListList } from './PriceListList';
import { PriceTitle } from './PriceTitle';

export const prices = {
  list: PriceListList,
  edit: PriceEdit,
  icon: PriceChangeIcon,
  recordRepresentation: <PriceTitle />,
};
