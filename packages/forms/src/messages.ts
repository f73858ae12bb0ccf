import { defineMessages } from '@vitrina/locale';
import { ro } from './messages/ro';
import { ru } from './messages/ru';

/** The field messages of the forms in this package; each schema's issue message is one of these keys. */
export const formMessages = defineMessages({ ro, ru });

export type FormMessageKey = keyof (typeof formMessages)['ro'];

/** Whether a schema issue's message is one of ours (zod's own messages are not). */
export const isFormMessageKey = (value: string): value is FormMessageKey =>
  Object.hasOwn(formMessages.ro, value);
