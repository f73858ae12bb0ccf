import { defineMessages } from '@vitrina/locale';

/**
 * What the API says about measurement bookings, in the visitor's language: the refusals, the confirmation
 * e-mail, and the e-mails of a visit the staff moved or cancelled (their greeting and signature are the order
 * e-mails'). '{date}' is the weekday and date, '{window}' the hours, in Moldova's time.
 */
export const measurementMessages = defineMessages({
  ro: {
    windowFull:
      'Intervalul ales tocmai a fost ocupat de altcineva. Alegeți alt interval: lista a fost actualizată.',
    notOffered: 'Acest interval nu mai este disponibil. Alegeți unul din listă.',
    dayOff: 'În această zi nu facem măsurări. Alegeți altă zi din listă.',
    dayOffPast: 'Alegeți ziua de azi sau una care urmează.',
    dayOffTwice: 'Această zi este deja în listă.',
    unknownCalculation: 'Configurația nu a fost găsită sau nu mai poate fi calculată.',
    alreadyCancelled: 'Programarea este deja anulată.',
    sameWindow: 'Programarea este deja în acest interval.',
    badWindow: 'Fiecare interval se termină după ce începe, iar intervalele nu se suprapun.',
    email: {
      subject: 'Măsurarea gratuită este programată: {date}, {window} — Vitrina',
      booked: 'Am programat vizita inginerului nostru pentru măsurarea gratuită.',
      when: 'Data și intervalul: {date}, {window}',
      where: 'Adresa: {address}',
      items: 'Configurații pe care le vom discuta: {count}',
      call: 'Inginerul vă sună înainte de vizită. Dacă momentul nu vă convine, răspundeți la acest e-mail sau sunați-ne și îl mutăm.',
    },
    moved: {
      subject: 'Măsurarea gratuită a fost mutată: {date}, {window} — Vitrina',
      body: 'Am mutat vizita inginerului nostru pentru măsurarea gratuită.',
      when: 'Noua dată și noul interval: {date}, {window}',
      before: 'În loc de: {date}, {window}',
    },
    cancelled: {
      subject: 'Măsurarea gratuită din {date}, {window} a fost anulată — Vitrina',
      body: 'Am anulat vizita inginerului nostru pentru măsurarea gratuită din {date}, {window}.',
      again:
        'Dacă doriți o altă zi, programați o nouă măsurare pe site: {link} sau răspundeți la acest e-mail.',
    },
    shop: {
      subject: 'Măsurare programată: {date}, {window}, {name}',
      title: 'Un vizitator a programat o măsurare gratuită pe site.',
      when: 'Data și intervalul',
      city: 'Localitatea',
      address: 'Adresa',
      note: 'Nota',
      configurations: 'Configurații',
    },
  },
  ru: {
    windowFull:
      'Выбранный интервал только что занял кто-то другой. Выберите другой интервал: список обновлён.',
    notOffered: 'Этот интервал больше недоступен. Выберите один из списка.',
    dayOff: 'В этот день мы не проводим замеры. Выберите другой день из списка.',
    dayOffPast: 'Выберите сегодняшний или один из следующих дней.',
    dayOffTwice: 'Этот день уже есть в списке.',
    unknownCalculation: 'Конфигурация не найдена или больше не может быть рассчитана.',
    alreadyCancelled: 'Запись уже отменена.',
    sameWindow: 'Запись уже стоит в этом интервале.',
    badWindow: 'Каждый интервал заканчивается после начала, и интервалы не пересекаются.',
    email: {
      subject: 'Бесплатный замер назначен: {date}, {window} — Vitrina',
      booked: 'Мы записали визит нашего инженера на бесплатный замер.',
      when: 'Дата и интервал: {date}, {window}',
      where: 'Адрес: {address}',
      items: 'Конфигурации, которые мы обсудим: {count}',
      call: 'Инженер позвонит вам перед визитом. Если время не подходит, ответьте на это письмо или позвоните нам, и мы его перенесём.',
    },
    moved: {
      subject: 'Бесплатный замер перенесён: {date}, {window} — Vitrina',
      body: 'Мы перенесли визит нашего инженера на бесплатный замер.',
      when: 'Новые дата и интервал: {date}, {window}',
      before: 'Вместо: {date}, {window}',
    },
    cancelled: {
      subject: 'Бесплатный замер {date}, {window} отменён — Vitrina',
      body: 'Мы отменили визит нашего инженера на бесплатный замер {date}, {window}.',
      again:
        'Если вам удобен другой день, запишитесь на новый замер на сайте: {link} или ответьте на это письмо.',
    },
    shop: {
      subject: 'Замер назначен: {date}, {window}, {name}',
      title: 'Посетитель записался на бесплатный замер на сайте.',
      when: 'Дата и интервал',
      city: 'Населённый пункт',
      address: 'Адрес',
      note: 'Примечание',
      configurations: 'Конфигурации',
    },
  },
});
