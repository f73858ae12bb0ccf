import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export const orders = {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: 'number',
};
