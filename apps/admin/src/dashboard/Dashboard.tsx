import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import DateRangeIcon from '@mui/icons-material/DateRange';
import InboxIcon from '@mui/icons-material/Inbox';
import TodayIcon from '@mui/icons-material/Today';
import { Box, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { paymentMethods } from '@vitrina/contract';
import { formatEuro } from '@vitrina/locale';
import { Title, useTranslate } from 'react-admin';
import { useIsoLocale } from '../fields/useIsoLocale';
import { shopToday, shopWeekStart } from '../shop';
import { Figure } from './Figure';
import { listLink } from './listLink';
import { useDashboard } from './useDashboard';

/** Today's and this week's orders, card orders still unpaid, new leads: each opens its filtered list. */
export function Dashboard() {
  const translate = useTranslate();
  const { locale } = useIsoLocale();
  const { data, error, noFigures } = useDashboard();
  const today = shopToday();
  const money = (cents: number) => formatEuro(cents, locale, 'always');
  const orders = (count: number) => translate('vitrina.dashboard.orders', { smart_count: count });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardHeader title={translate('vitrina.dashboard.title')} />
      <CardContent>
        {error ? translate('vitrina.dashboard.unavailable') : null}
        {noFigures ? translate('vitrina.dashboard.noFigures') : null}
        {data ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure
              title={translate('vitrina.dashboard.today')}
              value={money(data.orders_today.sum)}
              detail={orders(data.orders_today.count)}
              icon={<TodayIcon />}
              to={listLink('orders', { from: today, to: today })}
            />
            <Figure
              title={translate('vitrina.dashboard.week')}
              value={money(data.orders_week.sum)}
              detail={orders(data.orders_week.count)}
              icon={<DateRangeIcon />}
              to={listLink('orders', { from: shopWeekStart() })}
            />
            <Figure
              title={translate('vitrina.dashboard.cardUnpaid')}
              value={data.card_unpaid}
              icon={<CreditCardOffIcon />}
              to={listLink('orders', { payment_method: paymentMethods.card, payment_state: 'unpaid' })}
            />
            <Figure
              title={translate('vitrina.dashboard.leadsNew')}
              value={data.leads_new}
              icon={<InboxIcon />}
              to={listLink('leads', { status: 'new' })}
            />
          </Box>
        ) : null}
        {!data && !error && !noFigures ? <Skeleton variant="rectangular" height={96} /> : null}
      </CardContent>
    </Card>
  );
}
