import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CancelIcon from '@mui/icons-material/Cancel';
import type { AdminOrder, OrderStage } from '@vitrina/contract';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { MoveDialog } from './MoveDialog';

/**
 * One button per stage the order may move to now. The API lists them (`next_statuses`, the contract's
 * workflow), so nothing is offered that it would refuse.
 */
export function WorkflowButtons() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const [target, setTarget] = useState<OrderStage | null>(null);
  if (!order) return null;
  return (
    <>
      {order.next_statuses.map((stage) => (
        <Button
          key={stage}
          label={translate('vitrina.workflow.to', { stage: translate(`vitrina.stages.${stage}`) })}
          color={stage === 'cancelled' ? 'error' : 'primary'}
          onClick={() => setTarget(stage)}
        >
          {stage === 'cancelled' ? <CancelIcon /> : <ArrowForwardIcon />}
        </Button>
      ))}
      {target ? <MoveDialog order={order} to={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
