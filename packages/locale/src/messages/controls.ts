import { defineMessages } from './define';

/** Texts of the shared UI controls (password field, select). */
export const controls = defineMessages({
  ro: {
    showPassword: 'Arată parola',
    selectPlaceholder: 'Alegeți',
  },
  ru: {
    showPassword: 'Показать пароль',
    selectPlaceholder: 'Выберите',
  },
});
