import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button } from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { statusOf } from '../http';

/** Throws the saved draft away, after a confirmation: the published version is untouched. */
export function DiscardDraftButton() {
  const record = useRecordContext<PriceDraft>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.revision === 0) return null;
  const discard = async () => {
    setBusy(true);
    try {
      await dataProvider.discardDraft(record.id, record.revision);
      notify('vitrina.prices.discarded', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      if (statusOf(error) !== 409) return;
    } finally {
      setBusy(false);
      setAsking(false);
    }
    refresh();
  };
  return (
    <>
      <Button startIcon={<DeleteSweepIcon />} onClick={() => setAsking(true)} disabled={busy}>
        {translate('vitrina.prices.discard')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="vitrina.prices.discardTitle"
        content="vitrina.prices.discardContent"
        confirm="vitrina.prices.discard"
        confirmColor="warning"
        onConfirm={() => void discard()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
