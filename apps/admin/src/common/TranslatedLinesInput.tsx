import { CONTENT_LIMITS, contentLocales } from '@vitrina/contract';
import { TextInput, useTranslate } from 'react-admin';
import { LanguageColumns, useLanguageLabel } from './LanguageColumns';

// A list of short texts (a vacancy's duties) typed one per line: a multi-line field is what staff already know,
// and a blank line is no item (the API drops it).
const asLines = (items: unknown) => (Array.isArray(items) ? items.join('\n') : '');
const asItems = (text: string) => text.split(/\r?\n/);
const itemsRequired = (items: unknown) =>
  Array.isArray(items) && items.some((item) => typeof item === 'string' && item.trim() !== '')
    ? undefined
    : 'ra.validation.required';
const itemsBounded = (items: unknown) => {
  if (!Array.isArray(items)) return undefined;
  if (items.filter((item) => String(item).trim() !== '').length > CONTENT_LIMITS.listItems)
    return { message: 'vitrina.content.tooManyItems', args: { max: CONTENT_LIMITS.listItems } };
  // The API names a long item by its index, which no input here has: say it under the whole list.
  if (items.some((item) => String(item).trim().length > CONTENT_LIMITS.listItem))
    return { message: 'vitrina.content.itemTooLong', args: { max: CONTENT_LIMITS.listItem } };
  return undefined;
};

/** A list in every language, side by side, one item per line. */
export function TranslatedLinesInput({ source }: { source: string }) {
  const label = useLanguageLabel(source);
  const translate = useTranslate();
  return (
    <LanguageColumns>
      {contentLocales.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={label(locale)}
          helperText={translate('vitrina.content.onePerLine')}
          format={asLines}
          parse={asItems}
          validate={[itemsRequired, itemsBounded]}
          multiline
          minRows={3}
        />
      ))}
    </LanguageColumns>
  );
}
