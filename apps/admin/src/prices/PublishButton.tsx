import PublishIcon from '@mui/icons-material/Publish';
import { Button } from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { VitrinaDataProvider } from '../dataProvider';
import { statusOf } from '../http';

/**
 * Publishes the saved draft as the next version (live on the storefront within seconds), after a confirmation.
 * A price of 0 is refused (422) until confirmed a second time, with the API's words.
 */
export function PublishButton() {
  const record = useRecordContext<PriceDraft>();
  const { isDirty } = useFormState();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<null | { confirm: boolean; content: string }>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const publish = async (confirm: boolean) => {
    setBusy(true);
    try {
      const { version } = await dataProvider.publishPrices(record.id, record.revision, confirm);
      setAsking(null);
      notify('vitrina.prices.published', { type: 'info', messageArgs: { version } });
      refresh();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (statusOf(error) === 422) setAsking({ confirm: true, content: message });
      else {
        setAsking(null);
        notify(message, { type: 'error', multiLine: true });
        if (statusOf(error) === 409) refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  // Only a saved draft is published: what is on screen but unsaved would not be what goes live.
  const disabled = record.revision === 0 || isDirty;
  return (
    <>
      <Button
        variant="contained"
        color="warning"
        startIcon={<PublishIcon />}
        disabled={disabled || busy}
        title={disabled ? translate('vitrina.prices.saveFirst') : undefined}
        onClick={() => setAsking({ confirm: false, content: translate('vitrina.prices.publishContent') })}
      >
        {translate('vitrina.prices.publish')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={asking?.confirm ? 'vitrina.prices.confirmZeroTitle' : 'vitrina.prices.publishTitle'}
        content={asking?.content ?? ''}
        confirm="vitrina.prices.publish"
        confirmColor="warning"
        onConfirm={() => void publish(asking?.confirm ?? false)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
