import { Chip, type ChipProps } from '@mui/material';
import type { OrderStage } from '@vitrina/contract';
import { type FieldProps, useFieldValue, useTranslate } from 'react-admin';

const colors: Record<OrderStage, ChipProps['color']> = {
  new: 'info',
  confirmed: 'primary',
  measurement_scheduled: 'secondary',
  in_production: 'warning',
  ready: 'warning',
  delivered: 'success',
  completed: 'success',
  cancelled: 'default',
};

/** An order's workshop stage as a coloured chip. */
export function StageChip({ source = 'status', ...props }: Partial<FieldProps>) {
  const stage = useFieldValue({ source, ...props }) as OrderStage | undefined;
  const translate = useTranslate();
  if (!stage) return null;
  return <Chip size="small" color={colors[stage]} label={translate(`vitrina.stages.${stage}`)} />;
}
