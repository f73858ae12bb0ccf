import { SOCIAL_NETWORKS } from '@vitrina/contract';

// The contacts' vocabulary as react-admin choices, named by translation keys (vitrina.site.…).

export const socialChoices = SOCIAL_NETWORKS.map((id) => ({ id, name: `vitrina.site.networks.${id}` }));
