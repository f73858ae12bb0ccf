import { contentLocales } from '@vitrina/contract';
import { maxLength, required, TextInput } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

/**
 * A text written in every language of the shop, side by side. Each is required: a text missing in one language
 * is flagged here before the API would refuse it (naming the language too).
 */
export function TranslatedInput({
  source,
  max,
  multiline = false,
  label: labelKey,
}: {
  source: string;
  max: number;
  multiline?: boolean;
  /** The field's name as a translation key, where the resource's `fields.{source}` is another field's (a list item's). */
  label?: string;
}) {
  const label = useLanguageLabel(source, labelKey);
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={label(locale)}
          validate={[required(), maxLength(max)]}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
        />
      ))}
    </LanguageColumns>
  );
}
