import { defineMessages, format, type Locale } from '@vitrina/locale';

/** Every text the API itself answers with (error details, field errors), in each storefront locale. */
export const apiMessages = defineMessages({
  ro: {
    notFound: 'Nu a fost găsit.',
    methodNotAllowed: 'Metoda „{method}” nu este permisă.',
    forbidden: 'Acces interzis: cheia aplicației (X-Frontend-Key) lipsește sau este greșită.',
    accessDenied: 'Acces interzis.',
    serverError: 'A apărut o eroare pe server. Încercați din nou mai târziu.',
    databaseUnavailable: 'Baza de date nu răspunde.',
    invalidJson: 'Corpul cererii nu este un JSON valid.',
    emptyJson: 'Corpul cererii lipsește, deși tipul de conținut este JSON.',
    unsupportedMediaType: 'Tipul de conținut „{type}” nu este acceptat.',
    payloadTooLarge: 'Corpul cererii este prea mare (cel mult {limit} octeți).',
    badRequest: 'Cerere greșită.',
    tooManyRequests: 'Prea multe cereri. Încercați din nou mai târziu.',
    rateLimited: 'Prea multe cereri de la adresa dvs. Încercați din nou peste {seconds} s.',
    overloaded: 'Serverul este foarte ocupat acum. Încercați din nou peste câteva secunde.',
    stopping: 'Serverul repornește. Încercați din nou peste câteva secunde.',
    field: {
      required: 'Acest câmp este obligatoriu.',
      invalidChoice: '„{value}” nu este o opțiune validă.',
      invalidType: 'Tip de valoare nevalid.',
      tooShort: 'Asigurați-vă că acest câmp are cel puțin {minimum} caractere.',
      tooLong: 'Asigurați-vă că acest câmp are cel mult {maximum} caractere.',
      tooSmall: 'Asigurați-vă că valoarea este mai mare sau egală cu {minimum}.',
      tooBig: 'Asigurați-vă că valoarea este mai mică sau egală cu {maximum}.',
      invalid: 'Valoare nevalidă.',
      unknownField: 'Câmp necunoscut.',
    },
    cart: {
      couponFrom: '{amount} (de la {minimum})',
      unknownCoupon: 'Acest cod de reducere nu există sau nu mai este valabil.',
      couponMinimum: 'Codul se aplică comenzilor de la {minimum}.',
      unknownProduct: 'Produsul nu a fost găsit.',
      productNeedsConfiguration: 'Prețul acestui produs depinde de dimensiuni: calculați-l în calculator.',
      quantityNotAllowed: 'Cantitatea trebuie să fie între {min} și {max}, cu cel mult {decimals} zecimale.',
      onRequest: 'Această configurație se oferă la cerere și nu poate fi adăugată în coș: comandați un apel.',
      nothingToChange: 'Trimiteți o configurație sau o cantitate.',
      unknownAddress: 'Adresa nu a fost găsită.',
      tooManyBonuses: 'Puteți folosi cel mult {available} bonusuri.',
      bonusesRequired:
        'Introduceți câte bonusuri folosiți (cel mult {available}) sau debifați „Folosește bonusurile”.',
      noBonusesToSpend:
        'Nu aveți bonusuri de folosit pentru această comandă: debifați „Folosește bonusurile”.',
      emptyCart: 'Coșul este gol.',
      missingUserDetails: 'Completați datele personale.',
      missingDelivery: 'Completați adresa de livrare.',
      missingPayment: 'Alegeți metoda de plată.',
      mergeNotAllowed: 'Coșurile nu pot fi unite.',
      paymentUnavailable:
        'Plata cu cardul nu este disponibilă acum. Comanda este salvată; încercați din nou.',
      beingPlaced: 'Comanda din acest coș este deja în curs de plasare. Încercați din nou peste o clipă.',
    },
    offers: {
      emptyCart: 'Coșul este gol: nu are ce intra în ofertă.',
    },
    orders: {
      paymentDescription: 'Comanda',
    },
    auth: {
      tokenNotValid: 'Sesiunea a expirat sau nu este validă. Autentificați-vă din nou.',
      noActiveAccount: 'Nu există un cont activ cu aceste date de autentificare.',
      tooManyAttempts: 'Prea multe încercări. Încercați din nou peste {minutes} min.',
      emailTaken: 'Există deja un cont cu această adresă de e-mail.',
      resetSent:
        'Dacă există un cont cu această adresă de e-mail, v-am trimis un link pentru a alege o parolă nouă.',
      resetLinkInvalid: 'Linkul de resetare a parolei nu este valid sau a expirat. Cereți unul nou.',
      passwordChanged: 'Parola a fost schimbată. Autentificați-vă cu parola nouă.',
    },
    account: {
      tooManyAddresses: 'Puteți păstra cel mult {max} adrese. Ștergeți una pentru a adăuga alta.',
    },
    calculator: {
      unknownType: 'Nu există un calculator cu acest identificator.',
      unknownCalculation: 'Acest calcul nu a fost găsit pentru calculatorul ales.',
      preview: {
        invalid: 'Linkul de previzualizare nu este valid.',
        expired: 'Linkul de previzualizare a expirat: cereți unul nou.',
        otherType: 'Linkul de previzualizare este pentru alt calculator.',
        changed: 'Ciorna s-a schimbat între timp: cereți un link nou.',
        notSaved: 'Prețurile unei previzualizări nu se salvează și nu se pot comanda.',
      },
    },
    feedbacks: {
      tooManyRequests: 'Ați trimis acest formular de prea multe ori. Încercați din nou peste {minutes} min.',
      fileTooLarge: 'Fișierul este prea mare: cel mult 15 MB ({limit} octeți).',
      badMultipart:
        'Formularul trimis nu poate fi citit (multipart/form-data deformat sau cu prea multe părți).',
      cvUnpacksTooLarge:
        'Documentul despachetat ar fi mult prea mare: trimiteți un fișier PDF, DOC sau DOCX obișnuit.',
      email: {
        contactSubject: 'Mesaj de pe site de la {name}',
        contactTitle: 'Un vizitator a scris prin formularul de contact.',
        subscribeSubject: 'Abonare nouă la noutăți: {email}',
        subscribeTitle: 'O adresă nouă s-a abonat la noutăți.',
        callbackSubject: 'Cerere de apel: {phone}',
        callbackTitle: 'Un vizitator cere să fie sunat înapoi.',
        orderCallSubject: 'Cerere de apel pentru o configurație: {name}, {phone}',
        orderCallTitle: 'Un vizitator cere un apel despre o configurație calculată pe site.',
        vacancySubject: 'Candidatură pentru „{vacancy}”: {name}',
        vacancyTitle: 'O candidatură nouă pentru un post vacant, cu CV-ul atașat.',
        noVacancy: 'fără post indicat',
        name: 'Nume',
        phone: 'Telefon',
        email: 'E-mail',
        message: 'Mesaj',
        vacancy: 'Post vacant',
        calculator: 'Calculator',
        calculation: 'Calcul',
        file: 'CV',
        fileValue: '{type}, {size} KB (trimis ca „{name}”)',
        language: 'Limba vizitatorului',
        languages: { ro: 'română', ru: 'rusă' },
        reply: 'Răspundeți la acest e-mail pentru a-i scrie vizitatorului.',
      },
    },
  },
  ru: {
    notFound: 'Не найдено.',
    methodNotAllowed: 'Метод «{method}» не разрешён.',
    forbidden: 'Доступ запрещён: ключ приложения (X-Frontend-Key) отсутствует или неверен.',
    accessDenied: 'Доступ запрещён.',
    serverError: 'На сервере произошла ошибка. Повторите попытку позже.',
    databaseUnavailable: 'База данных не отвечает.',
    invalidJson: 'Тело запроса не является корректным JSON.',
    emptyJson: 'Тело запроса пустое, хотя указан тип содержимого JSON.',
    unsupportedMediaType: 'Тип содержимого «{type}» не поддерживается.',
    payloadTooLarge: 'Тело запроса слишком большое (не более {limit} байт).',
    badRequest: 'Некорректный запрос.',
    tooManyRequests: 'Слишком много запросов. Повторите попытку позже.',
    rateLimited: 'Слишком много запросов с вашего адреса. Повторите через {seconds} с.',
    overloaded: 'Сервер сейчас перегружен. Повторите через несколько секунд.',
    stopping: 'Сервер перезапускается. Повторите через несколько секунд.',
    field: {
      required: 'Это поле обязательно.',
      invalidChoice: 'Значения «{value}» нет среди допустимых вариантов.',
      invalidType: 'Недопустимый тип значения.',
      tooShort: 'Убедитесь, что это поле содержит не менее {minimum} символов.',
      tooLong: 'Убедитесь, что это поле содержит не более {maximum} символов.',
      tooSmall: 'Убедитесь, что значение больше или равно {minimum}.',
      tooBig: 'Убедитесь, что значение меньше или равно {maximum}.',
      invalid: 'Недопустимое значение.',
      unknownField: 'Неизвестное поле.',
    },
    cart: {
      couponFrom: '{amount} (от {minimum})',
      unknownCoupon: 'Такого промокода нет или он больше не действует.',
      couponMinimum: 'Промокод действует для заказов от {minimum}.',
      unknownProduct: 'Товар не найден.',
      productNeedsConfiguration: 'Цена этого товара зависит от размеров: рассчитайте её в калькуляторе.',
      quantityNotAllowed:
        'Количество должно быть от {min} до {max}, не более {decimals} знаков после запятой.',
      onRequest:
        'Эта конфигурация рассчитывается по запросу и не может быть добавлена в корзину: закажите звонок.',
      nothingToChange: 'Передайте конфигурацию или количество.',
      unknownAddress: 'Адрес не найден.',
      tooManyBonuses: 'Можно использовать не более {available} бонусов.',
      bonusesRequired:
        'Укажите, сколько бонусов списать (не более {available}), или снимите отметку «Списать бонусы».',
      noBonusesToSpend: 'Для этого заказа нет бонусов к списанию: снимите отметку «Списать бонусы».',
      emptyCart: 'Корзина пуста.',
      missingUserDetails: 'Заполните личные данные.',
      missingDelivery: 'Заполните адрес доставки.',
      missingPayment: 'Выберите способ оплаты.',
      mergeNotAllowed: 'Эти корзины нельзя объединить.',
      paymentUnavailable: 'Оплата картой сейчас недоступна. Заказ сохранён; попробуйте ещё раз.',
      beingPlaced: 'Заказ из этой корзины уже оформляется. Повторите попытку через мгновение.',
    },
    offers: {
      emptyCart: 'Корзина пуста: в предложение нечего включить.',
    },
    orders: {
      paymentDescription: 'Заказ',
    },
    auth: {
      tokenNotValid: 'Сеанс истёк или недействителен. Войдите снова.',
      noActiveAccount: 'Активная учётная запись с указанными данными не найдена.',
      tooManyAttempts: 'Слишком много попыток. Повторите через {minutes} мин.',
      emailTaken: 'Учётная запись с таким адресом электронной почты уже существует.',
      resetSent:
        'Если учётная запись с этим адресом электронной почты существует, мы отправили на него ссылку для смены пароля.',
      resetLinkInvalid: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
      passwordChanged: 'Пароль изменён. Войдите с новым паролем.',
    },
    account: {
      tooManyAddresses: 'Можно сохранить не более {max} адресов. Удалите один, чтобы добавить новый.',
    },
    calculator: {
      unknownType: 'Калькулятора с таким идентификатором нет.',
      unknownCalculation: 'Такой расчёт для выбранного калькулятора не найден.',
      preview: {
        invalid: 'Ссылка на предпросмотр недействительна.',
        expired: 'Срок действия ссылки на предпросмотр истёк: запросите новую.',
        otherType: 'Ссылка на предпросмотр относится к другому калькулятору.',
        changed: 'Черновик тем временем изменился: запросите новую ссылку.',
        notSaved: 'Цены предпросмотра не сохраняются, и заказать по ним нельзя.',
      },
    },
    feedbacks: {
      tooManyRequests: 'Эта форма отправлялась слишком часто. Повторите через {minutes} мин.',
      fileTooLarge: 'Файл слишком большой: не более 15 МБ ({limit} байт).',
      badMultipart:
        'Отправленную форму не удалось прочитать (повреждённый multipart/form-data или слишком много частей).',
      cvUnpacksTooLarge:
        'Распакованный документ был бы слишком большим: отправьте обычный файл PDF, DOC или DOCX.',
      email: {
        contactSubject: 'Сообщение с сайта от {name}',
        contactTitle: 'Посетитель написал через форму обратной связи.',
        subscribeSubject: 'Новая подписка на новости: {email}',
        subscribeTitle: 'Новый адрес подписался на новости.',
        callbackSubject: 'Заказ обратного звонка: {phone}',
        callbackTitle: 'Посетитель просит перезвонить.',
        orderCallSubject: 'Заказ звонка по конфигурации: {name}, {phone}',
        orderCallTitle: 'Посетитель просит позвонить по конфигурации, рассчитанной на сайте.',
        vacancySubject: 'Отклик на вакансию «{vacancy}»: {name}',
        vacancyTitle: 'Новый отклик на вакансию, резюме во вложении.',
        noVacancy: 'вакансия не указана',
        name: 'Имя',
        phone: 'Телефон',
        email: 'E-mail',
        message: 'Сообщение',
        vacancy: 'Вакансия',
        calculator: 'Калькулятор',
        calculation: 'Расчёт',
        file: 'Резюме',
        fileValue: '{type}, {size} КБ (отправлено как «{name}»)',
        language: 'Язык посетителя',
        languages: { ro: 'румынский', ru: 'русский' },
        reply: 'Ответьте на это письмо, чтобы написать посетителю.',
      },
    },
  },
});

export type ApiMessages = (typeof apiMessages)[Locale];

export function messagesFor(locale: Locale): ApiMessages {
  return apiMessages[locale];
}

/** The body of every 404: `{"detail": "Nu a fost găsit."}` in the request's language. */
export function notFoundBody(locale: Locale): { detail: string } {
  return { detail: apiMessages[locale].notFound };
}

export { format };
