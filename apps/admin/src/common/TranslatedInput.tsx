import { contentLocales } from '@vitrina/contract';
import { maxLength, required, TextInput, type Validator } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

const keepBlank = (value: string) => value;

/**
 * A text written in every language of the shop, side by side. Each is required: a text missing in one language
 * is flagged here before the API would refuse it (naming the language too). An `optional` one (a card's link)
 * may be left blank in both; the API names a language it is missing in when the other has it.
 */
export function TranslatedInput({
  source,
  max,
  multiline = false,
  label: labelKey,
  optional = false,
  rules = [],
  helperText,
}: {
  source: string;
  max: number;
  multiline?: boolean;
  /** The field's name as a translation key, where the resource's `fields.{source}` is another field's (a list item's). */
  label?: string;
  optional?: boolean;
  /** Checks of each language's text besides its length (a slug's form). */
  rules?: Validator[];
  helperText?: string;
}) {
  const label = useLanguageLabel(source, labelKey);
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={label(locale)}
          validate={[...(optional ? [] : [required()]), maxLength(max), ...rules]}
          helperText={helperText}
          // Blank stays '' (react-admin would send null): a text left out in both languages is blank, not missing.
          parse={keepBlank}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
        />
      ))}
    </LanguageColumns>
  );
}
