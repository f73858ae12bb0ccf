/** Request headers proxy.ts sets for the app; any a client sends under these names is overwritten. */
export const requestHeaderNames = {
  locale: 'x-locale',
} as const;
