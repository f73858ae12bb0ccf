import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminImage } from '@vitrina/contract';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { thumbnailOf } from './upload';

const perPage = 24;

/** The media library in a dialog: newest first, searchable by alt text; a click chooses a picture. */
export function ImagePickerDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (image: AdminImage) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [pages, setPages] = useState(1);
  // A request when typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPages(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<AdminImage>(
    'images',
    { pagination: { page: 1, perPage: perPage * pages }, filter: q ? { q } : {} },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('vitrina.images.chooseTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('resources.images.fields.q')}
          size="small"
          fullWidth
          margin="dense"
        />
        {!isPending && data.length === 0 ? (
          <Typography sx={{ my: 2 }}>{translate('vitrina.images.empty')}</Typography>
        ) : (
          <ImageList cols={4} rowHeight={140} gap={8}>
            {data.map((image) => {
              const alt = locale === 'ru' ? image.alt.ru : image.alt.ro;
              return (
                <ImageListItem
                  key={image.id}
                  component="button"
                  type="button"
                  onClick={() => onChoose(image)}
                  sx={{ cursor: 'pointer', border: 0, padding: 0, background: 'none' }}
                  aria-label={`${translate('vitrina.images.use')}: ${alt}`}
                >
                  <img
                    src={thumbnailOf(image)}
                    alt={alt}
                    loading="lazy"
                    style={{ objectFit: 'contain', height: 140 }}
                  />
                  <ImageListItemBar subtitle={alt} />
                </ImageListItem>
              );
            })}
          </ImageList>
        )}
      </DialogContent>
      <DialogActions>
        {data.length < total && (
          <Button onClick={() => setPages((shown) => shown + 1)}>{translate('vitrina.images.more')}</Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
