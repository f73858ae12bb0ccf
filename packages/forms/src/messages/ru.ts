import type { MessageShape } from '@vitrina/locale';
import type { ro } from './ro';

/** The field messages in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  required: 'Это поле обязательное',
  invalidPhone: 'Введите правильный номер телефона: +373 (6##) ###-## или +373 (7##) ###-##',
  nameTooLong: 'Имя может содержать не более 100 символов',
  emailTooShort: 'Адрес электронной почты должен содержать не менее 6 символов',
  emailTooLong: 'Адрес электронной почты может содержать не более 64 символов',
  invalidEmail: 'Введите правильный адрес электронной почты',
  tooLong: 'Значение может содержать не более 120 символов',
  selectRequired: 'Это поле обязательное',
  unknownCity: 'Неизвестный населённый пункт: выберите из списка',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordTooLong: 'Пароль может содержать не более 64 символов',
  passwordsDontMatch: 'Пароли не совпадают',
  commonPassword: 'Этот пароль слишком распространён и легко угадывается: выберите другой',
  termsRequired: 'Необходимо принять условия и политику конфиденциальности',
  invalidChoice: 'Выберите один из предложенных вариантов',
  invalidZip: 'Введите правильный почтовый индекс, например MD-2001',
  invalidText: 'Текст содержит недопустимые символы',
  nameTooShort: 'Имя должно содержать не менее 6 символов',
  messageTooLong: 'Сообщение может содержать не более 2000 символов',
  invalidFile: 'Только файлы pdf, doc или docx, не более 15 МБ',
  tooLongNote: 'Примечание может содержать не более 1000 символов',
};
