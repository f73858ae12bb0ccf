import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PriceDraft, PriceVersion } from '@vitrina/contract';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { statusOf } from '../http';
import { DateTimeText } from './DateTimeText';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function Changes({ version }: { version: PriceVersion }) {
  const translate = useTranslate();
  if (version.change_count === 0) return null;
  return (
    <Table size="small" aria-label={translate('vitrina.prices.changesOf', { version: version.version })}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('vitrina.audit.key')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('vitrina.audit.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('vitrina.audit.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {version.changes.map((change) => (
          <TableRow key={change.path}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{change.path}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{shown(change.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{shown(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Who published which version when, what changed against the one before, and a roll back to any older one. */
export function PriceHistory() {
  const record = useRecordContext<PriceDraft>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [target, setTarget] = useState<null | { version: number; confirm: boolean; content: string }>(null);
  const [busy, setBusy] = useState(false);
  const history = useQuery({
    queryKey: ['vitrina', 'price-history', record?.id, record?.published_version],
    queryFn: () => dataProvider.priceHistory(record?.id ?? 0),
    enabled: record !== undefined,
  });
  if (!record) return null;
  const rollBack = async (version: number, confirm: boolean) => {
    setBusy(true);
    try {
      const published = await dataProvider.rollBackPrices(record.id, version, confirm);
      setTarget(null);
      notify('vitrina.prices.rolledBack', {
        type: 'info',
        messageArgs: { version: published.version, from: version },
      });
      refresh();
      await history.refetch();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (statusOf(error) === 422) setTarget({ version, confirm: true, content: message });
      else {
        setTarget(null);
        notify(message, { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };
  if (history.isError) return <Alert severity="error">{String(history.error)}</Alert>;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <List aria-label={translate('vitrina.prices.history')}>
        {(history.data ?? []).map((version) => (
          <ListItem key={version.version} divider sx={{ display: 'block' }} data-version={version.version}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography component="h3" variant="subtitle1">
                {translate('vitrina.prices.versionN', { version: version.version })}
              </Typography>
              {version.current && (
                <Chip size="small" color="success" label={translate('vitrina.prices.current')} />
              )}
              <Typography variant="body2">
                <DateTimeText value={version.published_at} /> ·{' '}
                {version.published_by ?? translate('vitrina.prices.seed')}
              </Typography>
              {version.restored_from !== null && (
                <Chip
                  size="small"
                  label={translate('vitrina.prices.restoredFrom', { version: version.restored_from })}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('vitrina.prices.changeCount', { smart_count: version.change_count })}
              </Typography>
              {!version.current && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    setTarget({
                      version: version.version,
                      confirm: false,
                      content: translate('vitrina.prices.rollBackContent', { version: version.version }),
                    })
                  }
                >
                  {translate('vitrina.prices.rollBack')}
                </Button>
              )}
            </Stack>
            <Changes version={version} />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={target !== null}
        loading={busy}
        title="vitrina.prices.rollBackTitle"
        translateOptions={{ version: target?.version ?? '' }}
        content={target?.content ?? ''}
        confirm="vitrina.prices.rollBack"
        confirmColor="warning"
        onConfirm={() => target && void rollBack(target.version, target.confirm)}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
