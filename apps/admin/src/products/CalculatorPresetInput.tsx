import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { contentLocales } from '@vitrina/contract';
import type { CalculatorDefinition, Size } from '@vitrina/pricing';
import { NumberInput, SelectInput, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { VitrinaDataProvider } from '../dataProvider';

// Which calculator the product page's "open the calculator" opens, and with which choices (issue 20,
// docs/adr/0043). The choices are the calculator's current features and sizes; the API checks them against the
// same version when the product is saved, and names a choice it refuses under its input.

const source = 'calculator_preset';
/** A blank choice is the calculator's default: not sent (presetTransform.ts). */
const blankIsDefault = (value: unknown) => (value === '' ? undefined : value);

export function CalculatorPresetInput() {
  const dataProvider = useDataProvider<VitrinaDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = contentLocales.find((each) => each === locale) ?? 'ro';
  const { setValue } = useFormContext();
  const typeId = useWatch({ name: `${source}.calculator_type_id` }) as number | null | undefined;
  const calculators = useQuery({
    queryKey: ['vitrina', 'preset-calculators'],
    queryFn: () => dataProvider.presetCalculators(),
  });
  const chosen = calculators.data?.find((calculator) => calculator.id === typeId);
  // Keyed by version too: a price list published meanwhile brings the features the API now checks against.
  const definition = useQuery({
    queryKey: ['vitrina', 'preset-definition', chosen?.id, chosen?.version],
    queryFn: () => dataProvider.presetDefinition(chosen?.id ?? 0),
    enabled: chosen !== undefined,
  });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" gutterBottom>
        {translate('vitrina.catalog.preset.title')}
      </Typography>
      <SelectInput
        source={`${source}.calculator_type_id`}
        label="vitrina.catalog.preset.calculator"
        choices={(calculators.data ?? []).map((calculator) => ({
          id: calculator.id,
          name: calculator.title[language],
        }))}
        translateChoice={false}
        isPending={calculators.isPending}
        emptyText="vitrina.catalog.preset.none"
        parse={(value: unknown) => (value === '' ? null : value)}
        // Another calculator has other features: the choices made for the first one would be refused.
        onChange={() => setValue(`${source}.options`, {}, { shouldDirty: true })}
        helperText={calculators.error ? 'vitrina.catalog.preset.unavailable' : 'vitrina.catalog.preset.help'}
        sx={{ minWidth: 320 }}
      />
      {definition.data && chosen ? <PresetChoices definition={definition.data} language={language} /> : null}
    </Box>
  );
}

function PresetChoices({
  definition,
  language,
}: {
  definition: CalculatorDefinition;
  language: 'ro' | 'ru';
}) {
  const translate = useTranslate();
  const sizeHelp = (size: Size) => translate('vitrina.catalog.preset.sizeHelp', { ...size });
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {(['width', 'height'] as const).map((name) => (
          <NumberInput
            key={name}
            source={`${source}.${name}`}
            label={`vitrina.catalog.preset.${name}`}
            step={1}
            min={definition.sizes[name].min}
            max={definition.sizes[name].max}
            helperText={sizeHelp(definition.sizes[name])}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {definition.features.map((feature) => {
          const fallback = feature.options.find((option) => option.key === feature.default);
          const byDefault = translate('vitrina.catalog.preset.byDefault', {
            option: fallback?.label[language] ?? feature.default,
          });
          return (
            <SelectInput
              key={feature.key}
              source={`${source}.options.${feature.key}`}
              label={feature.label[language]}
              choices={feature.options.map((option) => ({ id: option.key, name: option.label[language] }))}
              translateChoice={false}
              emptyText={byDefault}
              // A blank select shows nothing: the text under it says what blank opens with.
              helperText={byDefault}
              parse={blankIsDefault}
              sx={{ minWidth: 240 }}
            />
          );
        })}
      </Box>
    </>
  );
}
