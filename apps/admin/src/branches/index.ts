import StoreIcon from '@mui/icons-material/Store';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { BranchCreate, BranchEdit } from './BranchForm';
import { BranchList } from './BranchList';

export const branches = {
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  icon: StoreIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
