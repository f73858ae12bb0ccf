import PeopleIcon from '@mui/icons-material/People';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';
import { customerName } from './customerName';

export const customers = {
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: customerName,
};
