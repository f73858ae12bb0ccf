import { CONTENT_LIMITS } from '@vitrina/contract';
import { maxValue, minValue, NumberInput, required, useTranslate } from 'react-admin';

/**
 * Where a record stands in the storefront's order, smaller first. A new record may leave it empty to go last
 * (`withoutEmptyPosition` drops the empty value, which the API would refuse as no number).
 */
export function PositionInput({ optional = false }: { optional?: boolean }) {
  const translate = useTranslate();
  const bounds = [minValue(0), maxValue(CONTENT_LIMITS.position)];
  return (
    <NumberInput
      source="position"
      step={1}
      validate={optional ? bounds : [required(), ...bounds]}
      helperText={translate(optional ? 'vitrina.content.positionLast' : 'vitrina.content.positionHelp')}
    />
  );
}

/** A new record's data without an empty position: the API puts it last. */
export function withoutEmptyPosition<Data extends { position?: unknown }>(data: Data) {
  const { position, ...rest } = data;
  return position === null || position === undefined || position === '' ? rest : data;
}
