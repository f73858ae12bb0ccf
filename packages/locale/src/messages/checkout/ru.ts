import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The checkout texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
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
    signedIn: 'Вы оформляете заказ из кабинета {email}: заказ появится в его истории.',
    account: {
      create: 'Создать и личный кабинет: история заказов и бонусы',
      firstName: 'Имя',
      lastName: 'Фамилия',
      password: 'Пароль для кабинета',
      repeatPassword: 'Повторите пароль',
    },
  },
  delivery: {
    title: 'Доставка',
    text: 'Доставляем в города из списка; монтаж согласуем по телефону.',
    city: 'Город',
    cityPlaceholder: 'Выберите город',
    street: 'Улица',
    house: 'Дом',
    apartment: 'Квартира',
    savedAddress: 'Адрес из кабинета',
    otherAddress: 'Другой адрес',
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
    bonusesMax: 'не более {max} для этого заказа',
    agreementBefore: 'Я согласен с условиями заказа и ',
    agreementLink: 'политикой конфиденциальности',
    comment: 'Комментарий к заказу (необязательно)',
    total: 'К оплате: {total}',
    submit: 'Оформить заказ',
    placing: 'Оформляем заказ…',
    redirecting: 'Переходим на страницу оплаты…',
  },
};
