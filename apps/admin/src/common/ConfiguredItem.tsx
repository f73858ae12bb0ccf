import { Box, Skeleton, Typography } from '@mui/material';
import { ConfigurationDrawing } from '@vitrina/drawing';
import { configuration as configurationSchema } from '@vitrina/pricing';
import { useTranslate } from 'react-admin';
import { useIsoLocale } from '../fields/useIsoLocale';
import { useCalculatorDefinition } from './useCalculatorDefinition';

export interface ConfiguredItemProps {
  /** Tells one drawing's ids from another's on a page that shows several. */
  id: string;
  title: string;
  calculatorTypeId: number | null;
  version: number | null;
  /** As saved with the order or the calculation; checked against the engine's schema before drawing. */
  configuration: unknown;
  /** The configuration in words, when the page does not show it already (an order's lines do). */
  summary?: readonly string[];
}

/**
 * A configured item for the workshop: its title, its configuration in words and its drawing to scale, made
 * by the storefront's own drawing from the definition version that priced it, so staff see what the customer
 * saw.
 */
export function ConfiguredItem({
  id,
  title,
  calculatorTypeId,
  version,
  configuration,
  summary,
}: ConfiguredItemProps) {
  const { locale } = useIsoLocale();
  const translate = useTranslate();
  const definition = useCalculatorDefinition(calculatorTypeId, version);
  const parsed = configurationSchema.safeParse(configuration);
  return (
    <Box className="configured-item" component="figure" sx={{ breakInside: 'avoid', m: 0, py: 1 }}>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      {summary ? (
        <Typography variant="body2" color="text.secondary">
          {summary.join(' · ')}
        </Typography>
      ) : null}
      <Box
        sx={{
          mt: 1,
          maxWidth: 480,
          '& svg': { display: 'block', width: '100%', height: 'auto', maxHeight: 360 },
        }}
      >
        {definition.data && parsed.success ? (
          <ConfigurationDrawing
            id={id}
            definition={definition.data}
            configuration={parsed.data}
            locale={locale}
          />
        ) : null}
        {definition.isPending && parsed.success ? <Skeleton variant="rectangular" height={200} /> : null}
        {definition.isError || !parsed.success ? (
          <Typography variant="body2" color="text.secondary">
            {translate('vitrina.drawing.unavailable')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
