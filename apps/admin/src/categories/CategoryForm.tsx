import { AutocompleteInput, maxLength, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { PositionInput } from '../common/PositionInput';
import { slugRule } from '../common/slugRule';
import { TranslatedInput } from '../common/TranslatedInput';
import { ImagePathInput } from '../images/ImagePathInput';

/**
 * A category's form: a family has no parent; a sub-category's parent is a family (the tree has two levels, and
 * the API says so when one is chosen that is not).
 */
export function CategoryForm({
  creating = false,
  toolbar,
}: {
  creating?: boolean;
  toolbar?: React.ReactElement;
}) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TranslatedInput source="title" max={200} />
      <TextInput
        source="slug"
        validate={[required(), maxLength(120), slugRule]}
        helperText="vitrina.catalog.slugHelp"
      />
      <ReferenceInput source="parent_id" reference="categories" filter={{ top: 'true' }} perPage={100}>
        <AutocompleteInput
          optionText={(record: { title?: { ro?: string }; slug?: string }) =>
            `${record.title?.ro ?? ''} (${record.slug})`
          }
          filterToQuery={(q) => ({ q })}
          emptyText="vitrina.catalog.noParent"
          helperText="vitrina.catalog.parentHelp"
          parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
        />
      </ReferenceInput>
      <TranslatedInput source="description" max={5000} multiline />
      <ImagePathInput source="image" validate={required()} width={640} />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}
