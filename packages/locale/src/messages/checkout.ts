import { defineMessages } from './define';

/**
 * The checkout modals of SPEC §4: order (personal data) → delivery → payment. Field messages come from
 * @vitrina/forms (formMessages); these are the labels, buttons and the messages the forms there do not know.
 */
export const checkout = defineMessages({
  ro: {
    step: 'Pasul {number} din 3',
    back: 'Înapoi',
    next: 'Continuă',
    saving: 'Se salvează…',
    failed: 'Datele nu au putut fi salvate. Verificați-le și încercați din nou.',
    details: {
      title: 'Datele personale',
      text: 'Pe aceste date vă trimitem confirmarea comenzii și vă sună consultantul.',
      email: 'E-mail',
      fullName: 'Numele și prenumele',
      phone: 'Telefon',
    },
    delivery: {
      title: 'Livrarea',
      text: 'Livrăm în orașele de mai jos; montajul îl stabilim la telefon.',
      city: 'Orașul',
      cityPlaceholder: 'Alegeți orașul',
      street: 'Strada',
      house: 'Casa',
      apartment: 'Apartamentul',
    },
    payment: {
      title: 'Plata',
      method: 'Metoda de plată',
      methods: {
        card: 'Cu cardul online',
        cash: 'Numerar la livrare',
        invoice: 'Transfer bancar (factură)',
        onDelivery: 'Cu cardul la livrare',
      },
      useBonuses: 'Folosește bonusurile',
      bonusesAvailable: 'bonusuri disponibile: {count}',
      bonusQuantity: 'Câte bonusuri folosiți',
      agreementBefore: 'Sunt de acord cu termenii comenzii și cu ',
      agreementLink: 'politica de confidențialitate',
      comment: 'Comentariu la comandă (opțional)',
      total: 'Total de plată: {total}',
      submit: 'Plasează comanda',
      placing: 'Se plasează comanda…',
      redirecting: 'Vă ducem la pagina de plată…',
    },
  },
  ru: {
    step: 'Шаг {number} из 3',
    back: 'Назад',
    next: 'Продолжить',
    saving: 'Сохраняем…',
    failed: 'Не удалось сохранить данные. Проверьте их и попробуйте ещё раз.',
    details: {
      title: 'Личные данные',
      text: 'На эти данные мы пришлём подтверждение заказа, по ним позвонит консультант.',
      email: 'E-mail',
      fullName: 'Имя и фамилия',
      phone: 'Телефон',
    },
    delivery: {
      title: 'Доставка',
      text: 'Доставляем в города из списка; монтаж согласуем по телефону.',
      city: 'Город',
      cityPlaceholder: 'Выберите город',
      street: 'Улица',
      house: 'Дом',
      apartment: 'Квартира',
    },
    payment: {
      title: 'Оплата',
      method: 'Способ оплаты',
      methods: {
        card: 'Картой онлайн',
        cash: 'Наличными при доставке',
        invoice: 'Безналичный расчёт (счёт)',
        onDelivery: 'Картой при доставке',
      },
      useBonuses: 'Списать бонусы',
      bonusesAvailable: 'доступно бонусов: {count}',
      bonusQuantity: 'Сколько бонусов списать',
      agreementBefore: 'Я согласен с условиями заказа и ',
      agreementLink: 'политикой конфиденциальности',
      comment: 'Комментарий к заказу (необязательно)',
      total: 'К оплате: {total}',
      submit: 'Оформить заказ',
      placing: 'Оформляем заказ…',
      redirecting: 'Переходим на страницу оплаты…',
    },
  },
});
