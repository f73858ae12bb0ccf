import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The modals texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  close: 'Закрыть',
  ok: 'Хорошо',
  orderCallTitle: 'Заказать звонок',
  mobileCallTitle: 'Позвоните нам',
  mobileCallText: 'Нажмите на номер, чтобы позвонить.',
};
