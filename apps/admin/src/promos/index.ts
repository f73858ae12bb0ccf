import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { PromoCreate, PromoEdit } from './PromoForm';
import { PromoList } from './PromoList';

export const promos = {
  list: PromoList,
  create: PromoCreate,
  edit: PromoEdit,
  icon: LocalOfferIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
