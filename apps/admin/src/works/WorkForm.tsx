import { CONTENT_LIMITS, WORK_YEARS } from '@vitrina/contract';
import { maxValue, minValue, NumberInput, required, SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { IllustrationInputs } from '../common/IllustrationInputs';
import { PositionInput } from '../common/PositionInput';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedInput } from '../common/TranslatedInput';

const year = [required(), minValue(WORK_YEARS.min), maxValue(WORK_YEARS.max)];

/** A work of the portfolio: what was made, where and when, and its photo, each text in Romanian beside Russian. */
function WorkForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.summary} multiline />
      <TranslatedInput source="product" max={CONTENT_LIMITS.shortText} />
      <TranslatedInput source="city" max={CONTENT_LIMITS.shortText} />
      <NumberInput source="year" step={1} validate={year} />
      <PositionInput optional={creating} />
      <SectionTitle label="vitrina.content.illustration" />
      <IllustrationInputs />
    </SimpleForm>
  );
}

export const WorkEdit = () => (
  <ContentEdit>
    <WorkForm />
  </ContentEdit>
);

export const WorkCreate = () => (
  <ContentCreate>
    <WorkForm creating />
  </ContentCreate>
);
