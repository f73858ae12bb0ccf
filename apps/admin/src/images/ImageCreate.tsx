import { Create, SimpleForm } from 'react-admin';
import { ImageUploadInputs } from './ImageUploadInputs';

/** Uploads a picture; the API's refusals (not an image, too large) show as the page's notice or under a field. */
export function ImageCreate() {
  return (
    <Create redirect="edit" mutationMode="pessimistic">
      <SimpleForm>
        <ImageUploadInputs />
      </SimpleForm>
    </Create>
  );
}
