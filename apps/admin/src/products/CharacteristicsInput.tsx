import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin';
import { LanguageColumns } from '../common/LanguageColumns';

/** Each characteristic's name and value, Romanian beside Russian; the API names the language a row misses. */
export function CharacteristicsInput() {
  return (
    <ArrayInput source="characteristics">
      <SimpleFormIterator fullWidth disableReordering={false}>
        <LanguageColumns>
          <TextInput
            source="name.ro"
            label="vitrina.catalog.nameRo"
            validate={[required(), maxLength(120)]}
          />
          <TextInput
            source="name.ru"
            label="vitrina.catalog.nameRu"
            validate={[required(), maxLength(120)]}
          />
          <TextInput
            source="value.ro"
            label="vitrina.catalog.valueRo"
            validate={[required(), maxLength(500)]}
          />
          <TextInput
            source="value.ru"
            label="vitrina.catalog.valueRu"
            validate={[required(), maxLength(500)]}
          />
        </LanguageColumns>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
