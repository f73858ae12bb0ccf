import WorkIcon from '@mui/icons-material/Work';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { VacancyCreate, VacancyEdit } from './VacancyForm';
import { VacancyList } from './VacancyList';

export const vacancies = {
  list: VacancyList,
  create: VacancyCreate,
  edit: VacancyEdit,
  icon: WorkIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
