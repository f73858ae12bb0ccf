// A form's text is what a person can type: no control characters. PostgreSQL cannot even store a NUL in a text
// value, so the rule also keeps a malformed request from reaching a query.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (value: string): boolean => controlCharacters.test(value);
