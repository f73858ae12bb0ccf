import { MENU_LINK_TARGETS, MENU_LINK_TYPES } from '@vitrina/contract';

// The menu's vocabularies as react-admin choices, named by translation keys (vitrina.menu.…).

export const targetChoices = MENU_LINK_TARGETS.map((id) => ({ id, name: `vitrina.menu.targets.${id}` }));
export const linkTypeChoices = MENU_LINK_TYPES.map((id) => ({ id, name: `vitrina.menu.linkTypes.${id}` }));
