import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { AdminImage } from '@vitrina/contract';
import {
  Button,
  Form,
  ResourceContextProvider,
  SaveButton,
  useCreate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { submissionErrors } from '../common/submissionErrors';
import { ImageUploadInputs } from './ImageUploadInputs';

/**
 * An upload in a dialog, from inside another form (a product's, an article's). The dialog's form is its own:
 * its submit is stopped from reaching the page's form, which React would otherwise pass it to through the portal.
 */
export function ImageUploadDialog({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (image: AdminImage) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<AdminImage>();
  const upload = async (values: Record<string, unknown>) => {
    try {
      const image = await create('images', { data: values }, { returnPromise: true });
      if (image) onUploaded(image);
    } catch (error) {
      const fields = submissionErrors(error);
      if (fields) return fields;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <ResourceContextProvider value="images">
        <div onSubmit={(event) => event.stopPropagation()}>
          <Form onSubmit={upload} record={{}}>
            <DialogTitle>{translate('vitrina.images.upload')}</DialogTitle>
            <DialogContent>
              <ImageUploadInputs />
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={onClose} />
              <SaveButton label="vitrina.images.upload" alwaysEnable={false} />
            </DialogActions>
          </Form>
        </div>
      </ResourceContextProvider>
    </Dialog>
  );
}
