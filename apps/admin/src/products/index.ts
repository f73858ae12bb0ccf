import InventoryIcon from '@mui/icons-material/Inventory2';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { ProductCreate, ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

export const products = {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: InventoryIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
