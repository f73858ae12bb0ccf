import { Box } from '@mui/material';
import type { AdminOrder } from '@vitrina/contract';
import { useRecordContext } from 'react-admin';
import { ConfiguredItem } from '../common/ConfiguredItem';
import { SectionTitle } from '../common/SectionTitle';

/** The drawing of each configured line, as the workshop needs it on the printed sheet. */
export function OrderDrawings() {
  const order = useRecordContext<AdminOrder>();
  const configured = order?.items.filter((item) => item.kind === 'configured') ?? [];
  if (configured.length === 0) return null;
  return (
    <>
      <SectionTitle label="vitrina.orders.drawings" />
      <Box
        className="order-drawings"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}
      >
        {configured.map((item, index) => (
          <ConfiguredItem
            // Lines have no id of their own; their order in the snapshot never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            id={`order-line-${index + 1}`}
            title={`${index + 1}. ${item.title} × ${item.quantity}`}
            calculatorTypeId={item.calculator_type_id}
            version={item.version}
            configuration={item.configuration}
          />
        ))}
      </Box>
    </>
  );
}
