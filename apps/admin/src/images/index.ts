import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { AdminImage } from '@vitrina/contract';
import { ImageCreate } from './ImageCreate';
import { ImageEdit } from './ImageEdit';
import { ImageList } from './ImageList';

/** @public The image field of the catalogue's and the content's forms (docs/adr/0026). */
export { ImagePathInput } from './ImagePathInput';

/** The media library (docs/adr/0026): admins and editors. */
export const images = {
  list: ImageList,
  create: ImageCreate,
  edit: ImageEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: (image: AdminImage) => image.alt.ro,
};
