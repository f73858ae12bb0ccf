import { defineMessages } from '@vitrina/locale';

/** The field messages of the forms in this package; each schema's issue message is one of these keys. */
export const formMessages = defineMessages({
  ro: {
    required: 'Acest câmp este obligatoriu',
    invalidPhone: 'Introduceți un număr de telefon valid: +373 (6##) ###-## sau +373 (7##) ###-##',
    nameTooLong: 'Numele poate avea cel mult 100 de caractere',
    emailTooShort: 'Adresa de e-mail trebuie să aibă cel puțin 6 caractere',
    emailTooLong: 'Adresa de e-mail poate avea cel mult 64 de caractere',
    invalidEmail: 'Introduceți o adresă de e-mail validă',
    tooLong: 'Valoarea poate avea cel mult 120 de caractere',
    selectRequired: 'Acest câmp este obligatoriu',
    unknownCity: 'Localitate necunoscută: alegeți una din listă',
    passwordTooShort: 'Parola trebuie să aibă cel puțin 8 caractere',
    passwordTooLong: 'Parola poate avea cel mult 64 de caractere',
    passwordsDontMatch: 'Parolele nu se potrivesc',
    commonPassword: 'Această parolă este printre cele mai folosite și ușor de ghicit: alegeți alta',
    termsRequired: 'Trebuie să acceptați termenii și politica de confidențialitate',
    invalidChoice: 'Alegeți una dintre variantele propuse',
    invalidZip: 'Introduceți un cod poștal valid, de exemplu MD-2001',
    invalidText: 'Textul conține caractere nepermise',
    nameTooShort: 'Numele trebuie să aibă cel puțin 6 caractere',
    messageTooLong: 'Mesajul poate avea cel mult 2000 de caractere',
    invalidFile: 'Doar fișiere pdf, doc sau docx, de cel mult 15 MB',
    tooLongNote: 'Nota poate avea cel mult 1000 de caractere',
  },
  ru: {
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
  },
});

export type FormMessageKey = keyof (typeof formMessages)['ro'];

/** Whether a schema issue's message is one of ours (zod's own messages are not). */
export const isFormMessageKey = (value: string): value is FormMessageKey =>
  Object.hasOwn(formMessages.ro, value);
