import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { LanguageColumns } from '../common/LanguageColumns';
import { PositionInput } from '../common/PositionInput';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { slugRule } from '../common/slugRule';
import { TranslatedInput } from '../common/TranslatedInput';
import { ImagePathInput } from '../images/ImagePathInput';
import { CalculatorPresetInput } from './CalculatorPresetInput';
import { CharacteristicsInput } from './CharacteristicsInput';
import { deliveryClassChoices, unitChoices } from './choices';
import { EuroInput } from './EuroInput';

/** A category or product as a choice: its title in Romanian, and its slug to tell alike titles apart. */
const choiceText = (record: { title?: { ro?: string }; slug?: string }) =>
  `${record.title?.ro ?? ''} (${record.slug ?? ''})`;

/**
 * A product's form, for adding and editing: texts in both languages side by side, its categories (the first is
 * the main one), price in euros, unit, delivery class, accessories, picture, the calculator its page opens
 * (with its choices), visibility and place.
 */
export function ProductForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      // Products are hidden, never deleted: carts and orders name them.
      toolbar={<SaveOnlyToolbar />}
      defaultValues={creating ? { unit: 'piece', visible: true, characteristics: [] } : undefined}
    >
      <TranslatedInput source="title" max={200} />
      <TextInput
        source="slug"
        validate={[required(), maxLength(120), slugRule]}
        helperText="vitrina.catalog.slugHelp"
      />
      <TranslatedInput source="description" max={5000} multiline />
      <ReferenceArrayInput source="category_ids" reference="categories" perPage={100}>
        <AutocompleteArrayInput
          optionText={choiceText}
          validate={required()}
          helperText="vitrina.catalog.mainCategoryHelp"
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceArrayInput>
      <LanguageColumns>
        <EuroInput source="price" />
        <BooleanInput source="price_from" helperText="vitrina.catalog.priceFromHelp" />
      </LanguageColumns>
      <FormDataConsumer>
        {({ formData }) =>
          formData.price === 0 ? (
            <BooleanInput source="confirm_zero_price" helperText="vitrina.catalog.zeroPriceHelp" />
          ) : null
        }
      </FormDataConsumer>
      <LanguageColumns>
        <SelectInput source="unit" choices={unitChoices} validate={required()} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.unit === 'metre' ? (
              <NumberInput source="length_mm" step={1} validate={[required(), minValue(1)]} />
            ) : null
          }
        </FormDataConsumer>
      </LanguageColumns>
      <SelectInput
        source="delivery_class"
        choices={deliveryClassChoices}
        emptyText="vitrina.catalog.byFamily"
        parse={(value: unknown) => (value === '' ? null : value)}
      />
      <ReferenceArrayInput source="accessory_ids" reference="products" perPage={25}>
        <AutocompleteArrayInput optionText={choiceText} filterToQuery={(q) => ({ q })} />
      </ReferenceArrayInput>
      <ImagePathInput source="image" validate={required()} width={640} />
      <CharacteristicsInput />
      <CalculatorPresetInput />
      <BooleanInput source="visible" helperText="vitrina.catalog.visibleHelp" />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}
