import { contentLocales } from '@vitrina/contract';
import { maxLength, regex, required, TextInput } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from '../common/LanguageColumns';

/**
 * A link button's address in each language: a storefront path without the language prefix ('/ferestre' in
 * Romanian, '/okna' in Russian), since the storefront adds the prefix itself.
 */
export function HrefInput({ max, pattern }: { max: number; pattern: RegExp }) {
  const label = useLanguageLabel('href', 'vitrina.banners.href');
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`href.${locale}`}
          label={label(locale)}
          validate={[required(), maxLength(max), regex(pattern, 'vitrina.banners.hrefHelp')]}
          helperText="vitrina.banners.hrefHelp"
        />
      ))}
    </LanguageColumns>
  );
}
