import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, Typography } from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import { useRef } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { apiRoot } from '../http';

/**
 * One option's grid to and from CSV (a price list lives in a spreadsheet). The export is the draft as saved;
 * an import replaces that option's grid in the draft on the server, every bad cell named by row and column.
 */
export function GridCsv({ option }: { option: string }) {
  const record = useRecordContext<PriceDraft>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const file = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const csv = await chosen.text();
      await dataProvider.importGrid(record.id, { revision: record.revision, option, csv });
      notify('vitrina.prices.imported', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
        multiLine: true,
      });
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={`${apiRoot}/calculators/${record.id}/grid.csv?option=${encodeURIComponent(option)}`}
          download
        >
          {translate('vitrina.prices.exportCsv')}
        </Button>
        <Button variant="outlined" component="label" startIcon={<UploadIcon />}>
          {translate('vitrina.prices.importCsv')}
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('vitrina.prices.csvHelp')}
      </Typography>
    </Stack>
  );
}
