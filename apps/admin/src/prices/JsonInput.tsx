import { TextInput, type Validator } from 'react-admin';

// The rare parts of a definition (rules, sashes, charges) are edited as labelled JSON: the API checks them
// with the pricing schema and checkDefinition like everything else, and names any problem under this field.

const format = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2);

/** The text typed, as JSON when it reads as JSON; otherwise kept as typed, for the validator to refuse. */
const parse = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const json: Validator = (value) => (typeof value === 'string' ? 'vitrina.prices.jsonInvalid' : undefined);

export function JsonInput({ source, label }: { source: string; label: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText="vitrina.prices.jsonHelp"
      format={format}
      parse={parse}
      validate={json}
      multiline
      minRows={3}
      fullWidth
      sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}
