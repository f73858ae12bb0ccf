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
    field: {
      required: 'Acest câmp este obligatoriu.',
      invalidChoice: '„{value}” nu este o opțiune validă.',
      invalidType: 'Tip de valoare nevalid.',
      tooShort: 'Asigurați-vă că acest câmp are cel puțin {minimum} caractere.',
      tooLong: 'Asigurați-vă că acest câmp are cel mult {maximum} caractere.',
      tooSmall: 'Asigurați-vă că valoarea este mai mare sau egală cu {minimum}.',
      tooBig: 'Asigurați-vă că valoarea este mai mică sau egală cu {maximum}.',
      invalid: 'Valoare nevalidă.',
    },
    calculator: {
      unknownType: 'Nu există un calculator cu acest identificator.',
      unknownCalculation: 'Acest calcul nu a fost găsit pentru calculatorul ales.',
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
    field: {
      required: 'Это поле обязательно.',
      invalidChoice: 'Значения «{value}» нет среди допустимых вариантов.',
      invalidType: 'Недопустимый тип значения.',
      tooShort: 'Убедитесь, что это поле содержит не менее {minimum} символов.',
      tooLong: 'Убедитесь, что это поле содержит не более {maximum} символов.',
      tooSmall: 'Убедитесь, что значение больше или равно {minimum}.',
      tooBig: 'Убедитесь, что значение меньше или равно {maximum}.',
      invalid: 'Недопустимое значение.',
    },
    calculator: {
      unknownType: 'Калькулятора с таким идентификатором нет.',
      unknownCalculation: 'Такой расчёт для выбранного калькулятора не найден.',
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
