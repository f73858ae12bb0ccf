import { contentLocales } from '@vitrina/contract';
import { maxLength, regex, required, TextInput } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

/**
 * A link's address in each language: a storefront path without the language prefix ('/ferestre' in Romanian,
 * '/okna' in Russian), since the storefront adds the prefix itself.
 */
export function HrefInput({
  source = 'href',
  label = 'vitrina.banners.href',
  max,
  pattern,
}: {
  source?: string;
  /** The field's name as a translation key. */
  label?: string;
  max: number;
  pattern: RegExp;
}) {
  const labelOf = useLanguageLabel(source, label);
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={labelOf(locale)}
          validate={[required(), maxLength(max), regex(pattern, 'vitrina.banners.hrefHelp')]}
          helperText="vitrina.banners.hrefHelp"
        />
      ))}
    </LanguageColumns>
  );
}
