import { BANNER_HREF, BANNER_LIMITS, CONTENT_LIMITS } from '@vitrina/contract';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { HrefInput } from '../common/HrefInput';
import { TranslatedInput } from '../common/TranslatedInput';

/** The links of a plain dropdown, in order: shown only by an item without columns. */
export function SubitemsInput() {
  return (
    <ArrayInput source="subitems">
      <SimpleFormIterator>
        <TranslatedInput source="title" max={CONTENT_LIMITS.shortText} label="vitrina.menu.linkTitle" />
        <HrefInput max={BANNER_LIMITS.href} pattern={BANNER_HREF} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
