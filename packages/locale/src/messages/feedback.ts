import { defineMessages } from './define';

/**
 * What a visitor sends the shop (docs/product.md §2 order call, subscribe form, §4 vacancy application, the contacts
 * page's form) and the success modals that answer it. The field messages are @vitrina/forms' formMessages.
 */
export const feedback = defineMessages({
  ro: {
    sending: 'Se trimite…',
    requests: {
      down: 'Formularul nu poate fi trimis acum. Încercați din nou peste un minut.',
      notMultipart: 'Trimiteți formularul împreună cu fișierul CV-ului.',
      tooLarge: 'Fișierul este prea mare: CV-ul poate avea cel mult 15 MB.',
    },
    callback: {
      text: 'Lăsați numărul de telefon și vă sunăm înapoi în orele de lucru.',
      phone: 'Numărul de telefon',
      submit: 'Sunați-mă',
      orCall: 'Sau sunați-ne chiar acum:',
    },
    subscribe: {
      title: 'Abonați-vă la noutăți',
      text: 'Promoții și noutăți o dată pe lună, fără spam.',
      email: 'Adresa de e-mail',
      submit: 'Abonează-te',
    },
    vacancy: {
      text: 'Completați datele și atașați CV-ul: vă contactăm după ce îl citim.',
      name: 'Nume și prenume',
      phone: 'Telefon',
      email: 'E-mail',
      file: 'CV-ul',
      fileHint: 'pdf, doc sau docx, cel mult 15 MB',
      submit: 'Trimite candidatura',
    },
    contact: {
      title: 'Scrieți-ne',
      text: 'Aveți o întrebare? Lăsați un mesaj și vă răspundem în cel mult o zi lucrătoare.',
      name: 'Numele',
      phone: 'Telefon',
      email: 'E-mail',
      message: 'Mesajul',
      submit: 'Trimite mesajul',
    },
    success: {
      callbackTitle: 'Cererea a fost primită',
      callbackText: 'Vă sunăm în curând, în orele de lucru.',
      subscribeTitle: 'Vă mulțumim pentru abonare',
      subscribeText: 'Veți primi noutățile și promoțiile noastre la adresa {email}.',
      vacancyTitle: 'Candidatura a fost trimisă',
      vacancyText: 'Vă mulțumim! Vă contactăm după ce citim CV-ul.',
      contactTitle: 'Mesajul a fost trimis',
      contactText: 'Vă mulțumim! Vă răspundem cât mai curând.',
    },
  },
  ru: {
    sending: 'Отправляем…',
    requests: {
      down: 'Сейчас форму не удаётся отправить. Попробуйте ещё раз через минуту.',
      notMultipart: 'Отправьте форму вместе с файлом резюме.',
      tooLarge: 'Файл слишком большой: резюме может занимать не более 15 МБ.',
    },
    callback: {
      text: 'Оставьте номер телефона, и мы перезвоним в рабочее время.',
      phone: 'Номер телефона',
      submit: 'Перезвоните мне',
      orCall: 'Или позвоните нам прямо сейчас:',
    },
    subscribe: {
      title: 'Подпишитесь на новости',
      text: 'Акции и новости раз в месяц, без спама.',
      email: 'Адрес электронной почты',
      submit: 'Подписаться',
    },
    vacancy: {
      text: 'Заполните данные и прикрепите резюме: мы свяжемся с вами, когда его прочтём.',
      name: 'Имя и фамилия',
      phone: 'Телефон',
      email: 'E-mail',
      file: 'Резюме',
      fileHint: 'pdf, doc или docx, не более 15 МБ',
      submit: 'Отправить отклик',
    },
    contact: {
      title: 'Напишите нам',
      text: 'Есть вопрос? Оставьте сообщение, и мы ответим в течение рабочего дня.',
      name: 'Имя',
      phone: 'Телефон',
      email: 'E-mail',
      message: 'Сообщение',
      submit: 'Отправить сообщение',
    },
    success: {
      callbackTitle: 'Заявка принята',
      callbackText: 'Мы скоро перезвоним вам в рабочее время.',
      subscribeTitle: 'Спасибо за подписку',
      subscribeText: 'Новости и акции будут приходить на адрес {email}.',
      vacancyTitle: 'Отклик отправлен',
      vacancyText: 'Спасибо! Мы свяжемся с вами, когда прочтём резюме.',
      contactTitle: 'Сообщение отправлено',
      contactText: 'Спасибо! Мы ответим как можно скорее.',
    },
  },
});
