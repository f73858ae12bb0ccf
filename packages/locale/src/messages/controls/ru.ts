import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The controls texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  showPassword: 'Показать пароль',
  selectPlaceholder: 'Выберите',
};
