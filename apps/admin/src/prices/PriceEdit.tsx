import { Alert, Stack, Typography } from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useConflictHandling } from '../common/useConflictHandling';
import { wholeRecord } from '../common/wholeRecord';
import { statusOf } from '../http';
import { DiscardDraftButton } from './DiscardDraftButton';
import { GridEditor } from './GridEditor';
import { JsonInput } from './JsonInput';
import { LazyTab } from './LazyTab';
import { PreviewOnSiteButton } from './PreviewOnSiteButton';
import { PriceHistory } from './PriceHistory';
import { PricePreview } from './PricePreview';
import { PriceEditTitle } from './PriceTitle';
import { PublishButton } from './PublishButton';
import { useTitle } from './useTitle';

function PriceToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="vitrina.prices.saveDraft" />
      <PublishButton />
      <PreviewOnSiteButton />
      <DiscardDraftButton />
    </Toolbar>
  );
}

/** Where the draft stands: which version it was started from, who saved it last, or that none is saved yet. */
function DraftState() {
  const record = useRecordContext<PriceDraft>();
  const translate = useTranslate();
  const title = useTitle();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ px: 2, pt: 2 }}>
      <Typography component="h2" variant="h6">
        {title(record.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {record.revision === 0
          ? translate('vitrina.prices.noDraftYet', { version: record.published_version })
          : translate('vitrina.prices.draftState', {
              revision: record.revision,
              version: record.base_version,
              by: record.updated_by ?? '',
              published: record.published_version,
            })}
      </Typography>
    </Stack>
  );
}

/** Every problem the last save met, also those of parts edited as JSON (each is beside its input as well). */
function Problems({ problems }: { problems: string[] }) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
      {translate('vitrina.prices.problems')}
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}

function SizeInputs({ size }: { size: 'width' | 'height' }) {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {(['min', 'default', 'max'] as const).map((limit) => (
        <NumberInput
          key={limit}
          source={`definition.sizes.${size}.${limit}`}
          label={`vitrina.prices.${size}.${limit}`}
          step={1}
        />
      ))}
    </Stack>
  );
}

function LabelInputs({ source }: { source: string }) {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextInput source={`${source}.ro`} label="vitrina.prices.labelRo" />
      <TextInput source={`${source}.ru`} label="vitrina.prices.labelRu" />
    </Stack>
  );
}

/**
 * A calculator's price list (docs/adr/0024): the draft edited tab by tab (only the tab shown is mounted), saved whole (checked by the pricing
 * schema and checkDefinition: problems beside their fields), previewed against the published version,
 * published with a confirmation, its history with the changes, and a roll back to any older version.
 */
export function PriceEdit() {
  const conflicts = useConflictHandling();
  const [problems, setProblems] = useState<string[]>([]);
  const mutationOptions = {
    // The same key as the page's query (wholeRecord): the saved draft replaces the one on screen.
    meta: wholeRecord.meta,
    onSuccess: () => setProblems([]),
    onError: (error: unknown) => {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      setProblems(statusOf(error) === 400 && body?.errors ? Object.values(body.errors) : []);
      if (statusOf(error) !== 400) conflicts.onError(error);
    },
  };
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
      queryOptions={wholeRecord}
      actions={false}
      title={<PriceEditTitle />}
    >
      <DraftState />
      <Problems problems={problems} />
      <TabbedForm toolbar={<PriceToolbar />} syncWithLocation={false}>
        <LazyTab label="vitrina.prices.tabs.grid">
          <GridEditor />
        </LazyTab>
        <LazyTab label="vitrina.prices.tabs.sizes">
          <Typography component="h3" variant="subtitle1">
            <LabelText keyName="vitrina.prices.widthTitle" />
          </Typography>
          <SizeInputs size="width" />
          <Typography component="h3" variant="subtitle1">
            <LabelText keyName="vitrina.prices.heightTitle" />
          </Typography>
          <SizeInputs size="height" />
          <JsonInput source="definition.sashes" label="vitrina.prices.sashes" />
        </LazyTab>
        <LazyTab label="vitrina.prices.tabs.options">
          <ArrayInput source="definition.features" label="vitrina.prices.features">
            <SimpleFormIterator disableReordering disableAdd disableRemove>
              <LabelInputs source="label" />
              <ArrayInput source="options" label="vitrina.prices.options">
                <SimpleFormIterator disableReordering inline>
                  <TextInput source="key" label="vitrina.prices.key" />
                  <LabelInputs source="label" />
                  <JsonInput source="charges" label="vitrina.prices.charges" />
                </SimpleFormIterator>
              </ArrayInput>
            </SimpleFormIterator>
          </ArrayInput>
        </LazyTab>
        <LazyTab label="vitrina.prices.tabs.extras">
          <ArrayInput source="definition.additionals" label="vitrina.prices.additionals">
            <SimpleFormIterator disableReordering>
              <TextInput source="key" label="vitrina.prices.key" />
              <LabelInputs source="label" />
              <BooleanInput source="default" label="vitrina.prices.onByDefault" />
              <JsonInput source="charges" label="vitrina.prices.charges" />
            </SimpleFormIterator>
          </ArrayInput>
          <ArrayInput source="definition.quantityTiers" label="vitrina.prices.tiers">
            <SimpleFormIterator disableReordering inline>
              <NumberInput source="minQuantity" label="vitrina.prices.minQuantity" step={1} />
              <NumberInput source="basisPoints" label="vitrina.prices.basisPoints" step={1} />
            </SimpleFormIterator>
          </ArrayInput>
          <JsonInput source="definition.rules" label="vitrina.prices.rules" />
        </LazyTab>
        <LazyTab label="vitrina.prices.tabs.preview">
          <PricePreview />
        </LazyTab>
        <LazyTab label="vitrina.prices.tabs.history">
          <PriceHistory />
        </LazyTab>
      </TabbedForm>
    </Edit>
  );
}

function LabelText({ keyName }: { keyName: string }) {
  const translate = useTranslate();
  return <>{translate(keyName)}</>;
}
