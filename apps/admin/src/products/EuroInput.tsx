import { maxValue, minValue, NumberInput, required } from 'react-admin';

/** Euros on screen, integer cents in the record and the API (docs/adr/0011: VAT included). */
export function EuroInput({ source }: { source: string }) {
  return (
    <NumberInput
      source={source}
      step={0.01}
      validate={[required(), minValue(0), maxValue(21_474_836)]}
      format={(cents: unknown) => (typeof cents === 'number' ? cents / 100 : '')}
      parse={(euros: unknown) =>
        euros === '' || euros === null || euros === undefined ? null : Math.round(Number(euros) * 100)
      }
    />
  );
}
