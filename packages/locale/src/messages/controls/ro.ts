/** The controls texts in Romanian; ./ru.ts must have the same keys (../controls.ts joins them). */
export const ro = {
  showPassword: 'Arată parola',
  selectPlaceholder: 'Alegeți',
} as const;
