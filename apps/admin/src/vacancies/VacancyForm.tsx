import { CONTENT_LIMITS } from '@vitrina/contract';
import { SimpleForm } from 'react-admin';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { PositionInput } from '../common/PositionInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { TranslatedLinesInput } from '../common/TranslatedLinesInput';

/** An open position as the careers page shows it, Romanian beside Russian. */
export function VacancyForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="city" max={CONTENT_LIMITS.shortText} />
      <TranslatedInput source="schedule" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="salary" max={CONTENT_LIMITS.shortText} />
      <TranslatedInput source="description" max={CONTENT_LIMITS.longText} multiline />
      <TranslatedLinesInput source="duties" />
      <TranslatedLinesInput source="requirements" />
      <PositionInput optional={creating} />
    </SimpleForm>
  );
}

export const VacancyEdit = () => (
  <ContentEdit>
    <VacancyForm />
  </ContentEdit>
);

export const VacancyCreate = () => (
  <ContentCreate>
    <VacancyForm creating />
  </ContentCreate>
);
