import { CONTENT_LIMITS } from '@vitrina/contract';
import { DateInput, SimpleForm } from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { IllustrationInputs } from '../common/IllustrationInputs';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedInput } from '../common/TranslatedInput';

/** A promotion's card, its terms and its picture, each text in Romanian beside Russian. */
export function PromoForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <TranslatedInput source="discount_label" max={CONTENT_LIMITS.label} />
      <DateInput source="valid_until" parse={(value: string) => value || null} />
      <PositionInput optional={creating} />
      <SectionTitle label="vitrina.content.body" />
      <BodyInput source="body" />
      <SectionTitle label="vitrina.content.illustration" />
      <IllustrationInputs />
    </SimpleForm>
  );
}

export const PromoEdit = () => (
  <ContentEdit>
    <PromoForm />
  </ContentEdit>
);

export const PromoCreate = () => (
  <ContentCreate>
    <PromoForm creating />
  </ContentCreate>
);
