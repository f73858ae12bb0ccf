import type { AdminImage } from '@vitrina/contract';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { CopyUrlButton } from './CopyUrlButton';
import { ImageFacts } from './ImageFacts';
import { ImageThumbnail } from './ImageThumbnail';
import { imagePath } from './upload';

const Column = DataTable.Col<AdminImage>;

function ImageListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function CopyPath() {
  const image = useRecordContext<AdminImage>();
  return image ? <CopyUrlButton url={imagePath(image)} /> : null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The media library: newest first, searchable by alt text; a row opens the picture to edit its alt texts. */
export function ImageList() {
  return (
    <List actions={<ImageListActions />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="preview" disableSort>
          <ImageThumbnail />
        </Column>
        <Column source="alt.ro" disableSort>
          <TextField source="alt.ro" />
        </Column>
        <Column source="alt.ru" disableSort>
          <TextField source="alt.ru" />
        </Column>
        <Column source="size" disableSort>
          <ImageFacts />
        </Column>
        <Column source="uploaded_by" disableSort />
        <Column source="created_at" disableSort field={DateTimeField} />
        <Column source="url" disableSort>
          <CopyPath />
        </Column>
      </DataTable>
    </List>
  );
}
