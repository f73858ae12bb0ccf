import { Box, Divider } from '@mui/material';
import { Show, TopToolbar } from 'react-admin';
import { Notes } from '../common/Notes';
import { wholeRecord } from '../common/wholeRecord';
import { OrderDrawings } from './OrderDrawings';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderPayments } from './OrderPayments';
import { OrderSummary } from './OrderSummary';
import { OrderTotals } from './OrderTotals';
import { PrintButton } from './PrintButton';
import { WorkflowButtons } from './WorkflowButtons';

function OrderActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <WorkflowButtons />
      <PrintButton />
    </TopToolbar>
  );
}

/** One order, whole: also the printed workshop sheet (print.css hides what the workshop does not need). */
export function OrderShow() {
  return (
    <Show actions={<OrderActions />} className="printable" queryOptions={wholeRecord}>
      <Box sx={{ p: 2 }}>
        <OrderSummary />
        <Divider sx={{ my: 2 }} />
        <OrderLines />
        <OrderDrawings />
        <OrderTotals />
        <OrderHistory />
        <OrderPayments />
        <Notes resource="orders" />
      </Box>
    </Show>
  );
}
