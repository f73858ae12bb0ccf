import { BANNER_BUTTON_TYPES, BANNER_KINDS } from '@vitrina/contract';

// The banners' vocabularies as react-admin choices, named by translation keys (vitrina.banners.…).

export const bannerKindChoices = BANNER_KINDS.map((id) => ({ id, name: `vitrina.banners.kinds.${id}` }));
export const buttonTypeChoices = BANNER_BUTTON_TYPES.map((id) => ({
  id,
  name: `vitrina.banners.buttonTypes.${id}`,
}));
