import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { CategoryCreate, CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

export const categories = {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: AccountTreeIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
