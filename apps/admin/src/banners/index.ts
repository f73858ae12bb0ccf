import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { BannerCreate, BannerEdit } from './BannerForm';
import { BannerList } from './BannerList';

export const banners = {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: createElement(TranslatedField, { source: 'title' }),
};
