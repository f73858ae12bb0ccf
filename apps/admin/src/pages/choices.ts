import { CONTENT_PAGE_KINDS, POLICY_LANGUAGES } from '@vitrina/contract';

// The pages' vocabularies as react-admin choices, named by translation keys (vitrina.pages.…).

export const pageKindChoices = CONTENT_PAGE_KINDS.map((id) => ({ id, name: `vitrina.pages.kinds.${id}` }));
export const policyLanguageChoices = POLICY_LANGUAGES.map((id) => ({
  id,
  name: `vitrina.pages.policyLanguages.${id}`,
}));
