import { HOME_OWN_SECTIONS, HOME_SECTIONS } from '@vitrina/contract';

// The home page's vocabularies as react-admin choices, named by translation keys (vitrina.home.…).

export const homeSectionChoices = HOME_SECTIONS.map((id) => ({ id, name: `vitrina.home.sections.${id}` }));
export const ownSectionChoices = HOME_OWN_SECTIONS.map((id) => ({ id, name: `vitrina.home.sections.${id}` }));
