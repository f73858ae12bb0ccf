import { Box, Typography } from '@mui/material';
import { useCalculatorDefinition } from './useCalculatorDefinition';

export interface ConfiguredItemProps {
  title: string;
  calculatorTypeId: number | null;
  version: number | null;
  configuration: Record<string, unknown> | null;
  /** The configuration in words, when the page does not show it already (an order's lines do). */
  summary?: readonly string[];
}

/** A configured item for the workshop: its title, its configuration in words and its drawing to scale. */
export function ConfiguredItem({ title, calculatorTypeId, version, summary }: ConfiguredItemProps) {
  useCalculatorDefinition(calculatorTypeId, version);
  return (
    <Box className="configured-item" sx={{ breakInside: 'avoid', py: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {summary ? (
        <Typography variant="body2" color="text.secondary">
          {summary.join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}
