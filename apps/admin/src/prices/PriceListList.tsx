import { Chip, type Theme, useMediaQuery } from '@mui/material';
import type { PriceList } from '@vitrina/contract';
import { DataTable, List, NumberField, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { useTitle } from './useTitle';

const Column = DataTable.Col<PriceList>;

function TitleField() {
  const record = useRecordContext<PriceList>();
  const title = useTitle();
  return <span>{title(record?.title)}</span>;
}

function ModelField() {
  const record = useRecordContext<PriceList>();
  const translate = useTranslate();
  return record ? <span>{translate(`vitrina.prices.models.${record.model}`)}</span> : null;
}

function PublishedByField() {
  const record = useRecordContext<PriceList>();
  const translate = useTranslate();
  return <span>{record?.published_by ?? translate('vitrina.prices.seed')}</span>;
}

function DraftField() {
  const record = useRecordContext<PriceList>();
  const translate = useTranslate();
  if (!record) return null;
  return record.draft ? (
    <Chip
      size="small"
      color="warning"
      label={translate('vitrina.prices.draftOf', {
        revision: record.draft.revision,
        by: record.draft.updated_by,
      })}
    />
  ) : (
    <span>{translate('vitrina.prices.noDraft')}</span>
  );
}

function VersionText() {
  const record = useRecordContext<PriceList>();
  const translate = useTranslate();
  if (!record) return null;
  const draft = record.draft
    ? translate('vitrina.prices.draftOf', { revision: record.draft.revision, by: record.draft.updated_by })
    : translate('vitrina.prices.noDraft');
  return <span>{`${translate('vitrina.prices.versionN', { version: record.version })} · ${draft}`}</span>;
}

/**
 * The price lists (admins only, docs/adr/0024): each calculator, its published version, and its draft if any;
 * a phone gets a list instead of the table.
 */
export function PriceListList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List perPage={100} pagination={false} actions={false}>
      {phone ? (
        <SimpleList<PriceList> primaryText={<TitleField />} secondaryText={<VersionText />} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="title" disableSort field={TitleField} />
          <Column source="model" disableSort field={ModelField} />
          <Column source="version" disableSort>
            <NumberField source="version" />
          </Column>
          <Column source="published_at" disableSort field={DateTimeField} />
          <Column source="published_by" disableSort field={PublishedByField} />
          <Column source="draft" disableSort field={DraftField} />
        </DataTable>
      )}
    </List>
  );
}
