import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import TitleIcon from '@mui/icons-material/Title';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { WorkCreate, WorkEdit } from './WorkForm';
import { WorkList } from './WorkList';
import { worksPageHeading } from './WorksPageHeading';

export const works = {
  list: WorkList,
  create: WorkCreate,
  edit: WorkEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};

export const worksContent = { ...worksPageHeading, icon: TitleIcon };
