import MenuIcon from '@mui/icons-material/Menu';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { MenuItemCreate, MenuItemEdit } from './MenuItemForm';
import { MenuItemList } from './MenuItemList';

export const menuItems = {
  list: MenuItemList,
  create: MenuItemCreate,
  edit: MenuItemEdit,
  icon: MenuIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
