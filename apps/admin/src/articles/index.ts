import ArticleIcon from '@mui/icons-material/Article';
import FolderIcon from '@mui/icons-material/Folder';
import { createElement } from 'react';
import { TranslatedField } from '../common/TranslatedField';
import { ArticleCreate, ArticleEdit } from './ArticleForm';
import { ArticleList } from './ArticleList';
import { ArticleTabCreate, ArticleTabEdit, ArticleTabList } from './ArticleTabs';

const title = createElement(TranslatedField, { source: 'title' });

export const articles = {
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  icon: ArticleIcon,
  recordRepresentation: title,
};

export const articleTabs = {
  list: ArticleTabList,
  create: ArticleTabCreate,
  edit: ArticleTabEdit,
  icon: FolderIcon,
  recordRepresentation: title,
};
