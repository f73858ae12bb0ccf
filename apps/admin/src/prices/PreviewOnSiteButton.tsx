import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { VitrinaDataProvider } from '../dataProvider';

/**
 * Opens the saved draft in the storefront's configurator, in a new tab, through a signed link the API makes
 * (issue 18, docs/adr/0024): unpublished prices, not orderable, for an hour or until the next save.
 */
export function PreviewOnSiteButton() {
  const record = useRecordContext<PriceDraft>();
  const { isDirty } = useFormState();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const open = async () => {
    // The tab opens during the click, while the browser still counts it as the member's; a tab opened after
    // waiting for the API would be taken for a pop-up and blocked.
    const tab = window.open('', '_blank');
    // The storefront gets no handle on the back office's page.
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const { url } = await dataProvider.previewLink(record.id);
      if (tab) tab.location.href = url;
      else
        notify('vitrina.prices.previewBlocked', {
          type: 'warning',
          messageArgs: { url },
          autoHideDuration: null,
        });
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // Only the saved draft has a link: what is on screen but unsaved would not be what the storefront shows.
  const disabled = record.revision === 0 || isDirty;
  return (
    <Button
      variant="outlined"
      startIcon={<OpenInNewIcon />}
      disabled={disabled || busy}
      title={translate(disabled ? 'vitrina.prices.previewSaveFirst' : 'vitrina.prices.previewOnSiteHint')}
      onClick={() => void open()}
    >
      {translate('vitrina.prices.previewOnSite')}
    </Button>
  );
}
