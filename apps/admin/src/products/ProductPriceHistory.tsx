import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@vitrina/contract';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { VitrinaDataProvider } from '../dataProvider';
import { DateTimeText } from '../prices/DateTimeText';
import { MoneyText } from '../prices/MoneyText';

/** Every price the product had, newest first: who changed it, when, before → after. */
export function ProductPriceHistory() {
  const product = useRecordContext<AdminProduct>();
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({
    // The version keys it: a save that changed the price shows its row at once.
    queryKey: ['products', 'prices', product?.id, product?.version],
    queryFn: () => dataProvider.productPriceHistory(product?.id ?? 0),
    enabled: product !== undefined,
  });
  if (!data) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('vitrina.catalog.priceHistory')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th">{translate('vitrina.catalog.changedAt')}</TableCell>
            <TableCell component="th">{translate('vitrina.catalog.changedBy')}</TableCell>
            <TableCell component="th">{translate('vitrina.audit.before')}</TableCell>
            <TableCell component="th">{translate('vitrina.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((change) => (
            <TableRow key={change.id}>
              <TableCell>
                <DateTimeText value={change.changed_at} />
              </TableCell>
              <TableCell>{change.staff?.name || change.staff?.email || '—'}</TableCell>
              <TableCell>
                {change.price_before === null ? '—' : <MoneyText cents={change.price_before} />}
              </TableCell>
              <TableCell>
                <MoneyText cents={change.price} />
                {change.price_from ? ` (${translate('vitrina.catalog.from')})` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
