import { maxLength, regex, required, TextInput } from 'react-admin';

/** A slug's form as the API checks it (lower-case Latin words joined by '-'), flagged before a save. */
const menuSlugRule = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'vitrina.menu.slugHelp');

/**
 * A category's or a page's slug in a menu link, the same in both languages. An optional one left empty is no
 * slug (null), not an empty one.
 */
export function SlugInput({
  source,
  label,
  optional = false,
}: {
  source: string;
  /** The field's name as a translation key, where the resource's `fields.{source}` is another field's. */
  label?: string;
  optional?: boolean;
}) {
  const rules = [maxLength(120), menuSlugRule];
  return (
    <TextInput
      source={source}
      label={label}
      validate={optional ? rules : [required(), ...rules]}
      parse={(value: string) => (optional && value.trim() === '' ? null : value)}
      helperText="vitrina.menu.slugHelp"
    />
  );
}
