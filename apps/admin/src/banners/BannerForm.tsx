import { BANNER_HREF, BANNER_LIMITS, CONTENT_IMAGE_PATH, CONTENT_LIMITS } from '@vitrina/contract';
import {
  ArrayInput,
  FormDataConsumer,
  maxLength,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
} from 'react-admin';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { HrefInput } from '../common/HrefInput';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedInput } from '../common/TranslatedInput';
import { ImagePathInput } from '../images/ImagePathInput';
import { bannerKindChoices, buttonTypeChoices } from './choices';

/**
 * A banner: its kind and place, texts in Romanian beside Russian, picture, buttons in order and, for the hero
 * screen, the facts beside its text (other kinds show none, so the form offers them only for the hero).
 */
function BannerForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { kind: 'offer', buttons: [], facts: [] } : undefined}>
      <SelectInput source="kind" choices={bannerKindChoices} validate={required()} />
      <PositionInput optional={creating} />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <SectionTitle label="vitrina.content.illustration" />
      <ImagePathInput
        source="image_file"
        validate={[
          required(),
          maxLength(CONTENT_LIMITS.imagePath),
          regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath'),
        ]}
      />
      <TranslatedInput source="image_alt" max={CONTENT_LIMITS.alt} />
      <ArrayInput source="buttons">
        <SimpleFormIterator>
          <SelectInput
            source="type"
            label="vitrina.banners.buttonType"
            choices={buttonTypeChoices}
            validate={required()}
          />
          <TranslatedInput source="title" max={CONTENT_LIMITS.label} label="vitrina.banners.buttonTitle" />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.type === 'custom_link' ? (
                <HrefInput max={BANNER_LIMITS.href} pattern={BANNER_HREF} />
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'hero' ? (
            <ArrayInput source="facts">
              <SimpleFormIterator inline>
                <TranslatedInput
                  source="value"
                  max={BANNER_LIMITS.factValue}
                  label="vitrina.banners.factValue"
                />
                <TranslatedInput
                  source="label"
                  max={CONTENT_LIMITS.shortText}
                  label="vitrina.banners.factLabel"
                />
              </SimpleFormIterator>
            </ArrayInput>
          ) : null
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}

export const BannerEdit = () => (
  <ContentEdit>
    <BannerForm />
  </ContentEdit>
);

export const BannerCreate = () => (
  <ContentCreate>
    <BannerForm creating />
  </ContentCreate>
);
