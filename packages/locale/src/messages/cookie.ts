import { defineMessages } from './define';

/** Cookie notice and the small shared form controls. */
export const cookie = defineMessages({
  ro: {
    label: 'Cookie-uri',
    text: 'Folosim cookie-uri ca site-ul să funcționeze corect și să-l putem îmbunătăți.',
    policy: 'Politica de confidențialitate',
    accept: 'Accept',
  },
  ru: {
    label: 'Файлы cookie',
    text: 'Мы используем файлы cookie, чтобы сайт работал корректно и становился удобнее.',
    policy: 'Политика конфиденциальности',
    accept: 'Принять',
  },
});
