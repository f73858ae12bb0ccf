import { defineMessages, type Locale } from '@vitrina/locale';

/** What the back office's API answers in words, in the staff member's language (Accept-Language). */
export const adminMessages = defineMessages({
  ro: {
    signInFailed: 'E-mailul sau parola nu sunt corecte.',
    tooManyAttempts: 'Prea multe încercări. Încercați din nou peste {seconds} s.',
    notSignedIn: 'Autentificați-vă în biroul administrativ.',
    forbidden: 'Rolul dumneavoastră nu permite această acțiune.',
    crossSite: 'Cererea nu vine din biroul administrativ.',
    versionConflict:
      'Înregistrarea a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.',
    illegalTransition: 'O comandă în starea „{from}” nu poate trece în „{to}”.',
    measurementRequired: 'Indicați data și ora măsurării.',
    reasonRequired: 'Indicați motivul anulării.',
    staffExists: 'Există deja un membru al echipei cu acest e-mail.',
    notYourself: 'Nu vă puteți dezactiva sau retrograda propriul cont.',
    unknownStaff: 'Membrul echipei nu există sau este dezactivat.',
    noCv: 'Această cerere nu are CV.',
    orderCsv: {
      number: 'Număr',
      date: 'Data',
      customer: 'Client',
      phone: 'Telefon',
      email: 'E-mail',
      city: 'Oraș',
      method: 'Metoda de plată',
      payment: 'Plata',
      stage: 'Etapa',
      total: 'Total, €',
    },
    subscriberCsv: {
      email: 'E-mail',
      locale: 'Limba',
      subscribed: 'Abonat la',
      unsubscribed: 'Dezabonat la',
    },
    paymentStates: { paid: 'achitată', unpaid: 'neachitată', failed: 'eșuată', refunded: 'rambursată' },
    notRetryable: 'Mesajul a fost deja trimis.',
    images: {
      notAnImage: 'Fișierul nu este o imagine PNG, JPEG sau WebP (SVG, GIF și alte tipuri nu se acceptă).',
      unreadable: 'Imaginea este deteriorată sau incompletă: salvați-o din nou și reîncercați.',
      tooManyPixels:
        'Imaginea are prea mulți pixeli: cel mult {megapixels} megapixeli. Micșorați-o și reîncercați.',
      tooLarge: 'Imaginea depășește {megabytes} MB. Micșorați-o și reîncercați.',
      badMultipart: 'Formularul trimis nu poate fi citit (multipart/form-data deformat).',
    },
    prices: {
      familyFixed: 'Tipul calculatorului nu se schimbă: rămâne „{family}”.',
      noDraft: 'Acest calculator nu are o ciornă de publicat.',
      unknownVersion: 'Versiunea {version} nu există.',
      unknownOption: 'Grila nu are opțiunea „{option}”.',
      notAGrid: 'Acest calculator nu are o grilă de prețuri.',
      zeroPrice:
        'Unele prețuri sunt 0 ({count}): un client ar primi produsul gratis. Confirmați publicarea dacă este intenționat.',
      csv: {
        empty: 'Fișierul nu are nicio grilă: prima linie — lățimile, prima coloană — înălțimile.',
        size: 'Rândul {row}, coloana {column}: o dimensiune este un număr întreg de mm, de la 1 la 100000.',
        not_ascending: 'Rândul {row}, coloana {column}: dimensiunile trebuie să crească.',
        price: 'Rândul {row}, coloana {column}: un preț este în euro, cu cel mult două zecimale, de la 0.',
        missing: 'Rândul {row}, coloana {column}: lipsește prețul.',
        extra: 'Rândul {row}, coloana {column}: celulă în plus, fără lățime în prima linie.',
      },
    },
  },
  ru: {
    signInFailed: 'Неверный e-mail или пароль.',
    tooManyAttempts: 'Слишком много попыток. Повторите через {seconds} с.',
    notSignedIn: 'Войдите в административную панель.',
    forbidden: 'Ваша роль не позволяет это действие.',
    crossSite: 'Запрос пришёл не из административной панели.',
    versionConflict: 'Запись тем временем изменил кто-то другой. Обновите страницу и повторите.',
    illegalTransition: 'Заказ в статусе «{from}» нельзя перевести в «{to}».',
    measurementRequired: 'Укажите дату и время замера.',
    reasonRequired: 'Укажите причину отмены.',
    staffExists: 'Сотрудник с таким e-mail уже есть.',
    notYourself: 'Нельзя отключить свою учётную запись или понизить свою роль.',
    unknownStaff: 'Сотрудник не существует или отключён.',
    noCv: 'У этой заявки нет резюме.',
    orderCsv: {
      number: 'Номер',
      date: 'Дата',
      customer: 'Клиент',
      phone: 'Телефон',
      email: 'E-mail',
      city: 'Город',
      method: 'Способ оплаты',
      payment: 'Оплата',
      stage: 'Этап',
      total: 'Итого, €',
    },
    subscriberCsv: { email: 'E-mail', locale: 'Язык', subscribed: 'Подписан', unsubscribed: 'Отписан' },
    paymentStates: { paid: 'оплачен', unpaid: 'не оплачен', failed: 'ошибка', refunded: 'возвращён' },
    notRetryable: 'Сообщение уже отправлено.',
    images: {
      notAnImage: 'Файл не является изображением PNG, JPEG или WebP (SVG, GIF и другие типы не принимаются).',
      unreadable: 'Изображение повреждено или неполное: сохраните его заново и повторите.',
      tooManyPixels:
        'В изображении слишком много пикселей: не больше {megapixels} мегапикселей. Уменьшите его и повторите.',
      tooLarge: 'Изображение больше {megabytes} МБ. Уменьшите его и повторите.',
      badMultipart: 'Отправленную форму не удалось прочитать (повреждённый multipart/form-data).',
    },
    prices: {
      familyFixed: 'Тип калькулятора не меняется: он остаётся «{family}».',
      noDraft: 'У этого калькулятора нет черновика для публикации.',
      unknownVersion: 'Версии {version} нет.',
      unknownOption: 'В сетке нет опции «{option}».',
      notAGrid: 'У этого калькулятора нет сетки цен.',
      zeroPrice:
        'Некоторые цены равны 0 ({count}): клиент получил бы изделие бесплатно. Подтвердите публикацию, если так и задумано.',
      csv: {
        empty: 'В файле нет сетки: первая строка — ширины, первый столбец — высоты.',
        size: 'Строка {row}, столбец {column}: размер — целое число мм от 1 до 100000.',
        not_ascending: 'Строка {row}, столбец {column}: размеры должны возрастать.',
        price: 'Строка {row}, столбец {column}: цена в евро, не больше двух знаков после запятой, от 0.',
        missing: 'Строка {row}, столбец {column}: нет цены.',
        extra: 'Строка {row}, столбец {column}: лишняя ячейка, у неё нет ширины в первой строке.',
      },
    },
  },
});

export type AdminMessages = (typeof adminMessages)[Locale];
export const adminTexts = (locale: Locale): AdminMessages => adminMessages[locale];
