import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Typography } from '@mui/material';
import type { AdminLead } from '@vitrina/contract';
import { formatEuro } from '@vitrina/locale';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { ConfiguredItem } from '../common/ConfiguredItem';
import { SectionTitle } from '../common/SectionTitle';
import { useIsoLocale } from '../fields/useIsoLocale';

/** An order call's saved calculation: the configuration in words, its price, its drawing, and the configurator. */
export function LeadCalculation() {
  const lead = useRecordContext<AdminLead>();
  const translate = useTranslate();
  const { locale } = useIsoLocale();
  const calculation = lead?.calculation;
  if (!calculation) return null;
  return (
    <>
      <SectionTitle label="vitrina.leads.calculation" />
      <ConfiguredItem
        id="lead-calculation"
        title={calculation.title}
        calculatorTypeId={calculation.calculator_type_id}
        version={calculation.version}
        configuration={calculation.configuration}
        summary={calculation.summary}
      />
      <Typography variant="body1" sx={{ my: 1 }}>
        {translate('vitrina.leads.price')}:{' '}
        {calculation.price === null ? '—' : formatEuro(calculation.price, locale, 'always')}
      </Typography>
      <Button
        component="a"
        href={calculation.configurator_url}
        target="_blank"
        rel="noopener"
        label="vitrina.leads.openConfigurator"
        variant="outlined"
      >
        <OpenInNewIcon />
      </Button>
    </>
  );
}
