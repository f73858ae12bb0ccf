import { CONTENT_LIMITS } from '@vitrina/contract';
import { DateInput, ReferenceInput, required, SelectInput, SimpleForm } from 'react-admin';
import { BodyInput } from '../common/BodyInput';
import { ContentCreate, ContentEdit } from '../common/ContentEdit';
import { IllustrationInputs } from '../common/IllustrationInputs';
import { SectionTitle } from '../common/SectionTitle';
import { TranslatedField } from '../common/TranslatedField';
import { TranslatedInput } from '../common/TranslatedInput';

/** An article of the blog: its tab and date, its card, its body and its picture, Romanian beside Russian. */
export function ArticleForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="tab_id" reference="article-tabs" perPage={100}>
        <SelectInput optionText={<TranslatedField source="title" />} validate={required()} />
      </ReferenceInput>
      <DateInput source="published_on" validate={required()} />
      <TranslatedInput source="title" max={CONTENT_LIMITS.title} />
      <TranslatedInput source="excerpt" max={CONTENT_LIMITS.summary} multiline />
      <SectionTitle label="vitrina.content.body" />
      <BodyInput source="body" />
      <SectionTitle label="vitrina.content.illustration" />
      <IllustrationInputs />
    </SimpleForm>
  );
}

export const ArticleEdit = () => (
  <ContentEdit>
    <ArticleForm />
  </ContentEdit>
);

export const ArticleCreate = () => (
  <ContentCreate>
    <ArticleForm />
  </ContentCreate>
);
