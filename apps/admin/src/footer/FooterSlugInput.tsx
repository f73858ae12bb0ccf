import { contentLocales } from '@vitrina/contract';
import { maxLength, regex, TextInput } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from '../common/LanguageColumns';

/** Slugs joined by '/', as the API checks them: 'despre-noi', 'calculators/gates'. */
const FOOTER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A footer link's page in each language (the storefront links /{slug}). Not required: left empty in both
 * languages, the link is kept for a page still to come and not shown; the API refuses it empty in one only.
 */
export function FooterSlugInput() {
  const label = useLanguageLabel('slug', 'vitrina.footer.slug');
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`slug.${locale}`}
          label={label(locale)}
          validate={[maxLength(120), regex(FOOTER_SLUG, 'vitrina.footer.slugHelp')]}
          defaultValue=""
          parse={(value: string) => value ?? ''}
          helperText="vitrina.footer.slugHelp"
        />
      ))}
    </LanguageColumns>
  );
}
