import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useNotify } from 'react-admin';

/**
 * Copies a picture's path (/media/images/…), which is what a product's or an article's image field holds; it
 * works on the storefront's origin and on the API's alike.
 */
export function CopyUrlButton({ url, label = 'vitrina.images.copyUrl' }: { url: string; label?: string }) {
  const notify = useNotify();
  const copy = async (event: React.MouseEvent) => {
    // Inside a list row: copying must not open the row.
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(url);
      notify('vitrina.images.copied', { type: 'info', messageArgs: { url } });
    } catch {
      // No clipboard (an http origin that is not localhost): the path is shown so it can be copied by hand.
      notify('vitrina.images.copyFailed', { type: 'warning', messageArgs: { url } });
    }
  };
  return (
    <Button label={label} onClick={copy} size="small">
      <ContentCopyIcon />
    </Button>
  );
}
