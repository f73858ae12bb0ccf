import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { PriceList } from '@vitrina/contract';
import { PriceEdit } from './PriceEdit';
import { PriceListList } from './PriceListList';

export const prices = {
  list: PriceListList,
  edit: PriceEdit,
  icon: PriceChangeIcon,
  recordRepresentation: (record: PriceList) => record.title.ro,
};
