import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { PriceDraft } from '@vitrina/contract';
import type { CalculatorDefinition } from '@vitrina/pricing';
import { useState } from 'react';
import { NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { GridCsv } from './GridCsv';
import { centsToEuros, eurosToCents, raiseRow } from './grid';
import { useTitle } from './useTitle';

const euroFormat = (cents: unknown) => String(centsToEuros(typeof cents === 'number' ? cents : null));

/** One price in euros, bound to its cents in the definition; labelled by its size for screen readers. */
function PriceCell({ source, label }: { source: string; label: string }) {
  return (
    <NumberInput
      source={source}
      label={false}
      format={euroFormat}
      parse={eurosToCents}
      step={0.01}
      size="small"
      helperText={false}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 96, m: 0 }}
    />
  );
}

/** The row-raise control: pick a height, a percentage, apply it to every price of that row. */
function RaiseRow({ option, heights }: { option: string; heights: number[] }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [row, setRow] = useState(0);
  const [percent, setPercent] = useState('5');
  const apply = () => {
    const source = `definition.base.prices.${option}.${row}`;
    const prices = (getValues(source) as number[] | undefined) ?? [];
    const value = Number(percent.replace(',', '.'));
    if (!Number.isFinite(value)) return;
    setValue(source, raiseRow(prices, value), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label={translate('vitrina.prices.row')}
        value={row}
        onChange={(event) => setRow(Number(event.target.value))}
        sx={{ minWidth: 160 }}
      >
        {heights.map((height, index) => (
          <MenuItem key={height} value={index}>
            {translate('vitrina.prices.heightRow', { height })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('vitrina.prices.percent')}
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button variant="outlined" onClick={apply}>
        {translate('vitrina.prices.raiseRow')}
      </Button>
    </Stack>
  );
}

function GridTable({ definition }: { definition: CalculatorDefinition }) {
  const translate = useTranslate();
  const title = useTitle();
  const base = definition.base;
  const feature = definition.features.find((f) => base.model === 'grid' && f.key === base.feature);
  // The tables in the feature's order, opening on its default: the one the configurator prices first.
  const options = base.model === 'grid' ? Object.keys(base.prices) : [];
  const [chosen, setChosen] = useState(feature?.default ?? options[0] ?? '');
  if (base.model !== 'grid') return null;
  const option = options.includes(chosen) ? chosen : (options[0] ?? '');
  const labelOf = (key: string) => title(feature?.options.find((o) => o.key === key)?.label) || key;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('vitrina.prices.gridHelp')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          select
          size="small"
          label={title(feature?.label) || translate('vitrina.prices.option')}
          value={option}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {options.map((key) => (
            <MenuItem key={key} value={key}>
              {labelOf(key)}
            </MenuItem>
          ))}
        </TextField>
        <RaiseRow option={option} heights={base.heights} />
      </Stack>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('vitrina.prices.gridOf', { option: labelOf(option) })}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('vitrina.prices.heightWidth')}
              </TableCell>
              {base.widths.map((width) => (
                <TableCell key={width} component="th" scope="col" align="right">
                  {width}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {base.heights.map((height, r) => (
              <TableRow key={height}>
                <TableCell component="th" scope="row">
                  {height}
                </TableCell>
                {base.widths.map((width, c) => (
                  <TableCell key={width} sx={{ p: 0.5 }}>
                    <PriceCell
                      source={`definition.base.prices.${option}.${r}.${c}`}
                      label={translate('vitrina.prices.cell', { width, height, option: labelOf(option) })}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <GridCsv option={option} />
    </Stack>
  );
}

/** A rate per m² or per metre: one for all, or one per option of a feature. */
function RateInputs({ definition }: { definition: CalculatorDefinition }) {
  const translate = useTranslate();
  const title = useTitle();
  const base = definition.base;
  if (base.model === 'grid') return null;
  const { rate } = base;
  const feature =
    typeof rate === 'number' ? undefined : definition.features.find((f) => f.key === rate.feature);
  return (
    <Stack spacing={1}>
      {feature ? (
        feature.options.map((option) => (
          <NumberInput
            key={option.key}
            source={`definition.base.rate.values.${option.key}`}
            label={translate('vitrina.prices.rateOf', { option: title(option.label) })}
            format={euroFormat}
            parse={eurosToCents}
            step={0.01}
          />
        ))
      ) : (
        <NumberInput
          source="definition.base.rate"
          label="vitrina.prices.rate"
          format={euroFormat}
          parse={eurosToCents}
          step={0.01}
        />
      )}
      {base.model === 'area' ? (
        <NumberInput source="definition.base.minimumArea" label="vitrina.prices.minimumArea" step={0.01} />
      ) : (
        <NumberInput source="definition.base.minimumLength" label="vitrina.prices.minimumLength" step={1} />
      )}
    </Stack>
  );
}

/** The base price: the width × height grid as an editable table, or the rate. */
export function GridEditor() {
  const record = useRecordContext<PriceDraft>();
  const definition = useWatch({ name: 'definition' }) as CalculatorDefinition | undefined;
  // A list row (no definition) may stand in for the record until the draft itself is read.
  if (!record || !definition?.base) return null;
  return (
    <Box sx={{ width: '100%' }}>
      {definition.base.model === 'grid' ? (
        <GridTable definition={definition} />
      ) : (
        <RateInputs definition={definition} />
      )}
    </Box>
  );
}
