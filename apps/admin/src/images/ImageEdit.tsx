import { Box, Stack, Typography } from '@mui/material';
import type { AdminImage } from '@vitrina/contract';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CopyUrlButton } from './CopyUrlButton';
import { ImageFacts } from './ImageFacts';
import { AltInputs } from './ImageUploadInputs';
import { imagePath } from './upload';

/** The picture at a readable size, and every path it is served at, each to copy. */
function ImagePaths() {
  const image = useRecordContext<AdminImage>();
  const translate = useTranslate();
  if (!image) return null;
  const paths = [
    ...image.variants.map((variant) => ({ label: `${variant.width} px (WebP)`, url: variant.url })),
    { label: translate('vitrina.images.original'), url: image.url },
  ];
  return (
    <Stack gap={1} mb={2}>
      <Box
        component="img"
        src={imagePath(image, 640)}
        alt={image.alt.ro}
        sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', alignSelf: 'flex-start' }}
      />
      <ImageFacts />
      <Typography variant="subtitle2">{translate('vitrina.images.variants')}</Typography>
      {paths.map(({ label, url }) => (
        <Stack key={url} direction="row" alignItems="center" gap={1} flexWrap="wrap">
          <Typography variant="body2" sx={{ minWidth: 110 }}>
            {label}
          </Typography>
          <Typography variant="body2" component="code" sx={{ wordBreak: 'break-all' }}>
            {url}
          </Typography>
          <CopyUrlButton url={url} />
        </Stack>
      ))}
    </Stack>
  );
}

function ImageEditToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" confirmContent={translate('vitrina.images.deleteWarning')} />
    </Toolbar>
  );
}

/** A picture's alt texts; the picture itself never changes (its paths are cached for a year). */
export function ImageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<ImageEditToolbar />}>
        <ImagePaths />
        <AltInputs ro="alt.ro" ru="alt.ru" />
      </SimpleForm>
    </Edit>
  );
}
