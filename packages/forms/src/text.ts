// A form's text is what a person can type: no control characters. PostgreSQL cannot even store a NUL in a text
// value, so the rule also keeps a malformed request from reaching a query.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (value: string): boolean => controlCharacters.test(value);

// Line breaks and tabs are what a message may contain that a one-line field may not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The rule for a text of several lines (the contact form's message): tabs and line breaks allowed. */
export const hasControlCharactersButLineBreaks = (value: string): boolean =>
  controlCharactersButLineBreaks.test(value);
