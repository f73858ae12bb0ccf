import { defineMessages } from './define';

/** Site footer: columns, contacts, socials, payments, certificate, copyright. */
export const footer = defineMessages({
  ro: {
    label: 'Subsolul site-ului',
    about: 'Ferestre, uși, porți și sisteme de umbrire din producție proprie, cu montaj în toată Moldova.',
    infoTitle: 'Informații',
    contactsTitle: 'Contacte',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adresă',
    socialsTitle: 'Suntem pe rețelele sociale',
    socialLink: 'Vitrina pe {network}',
    paymentsTitle: 'Acceptăm plata cu cardul',
    payOrder: 'Achită comanda',
    certificateTitle: 'Producător certificat în UE',
    certificateSince: 'Din 2011',
    copyright: '© {year} Vitrina. Toate drepturile rezervate.',
  },
  ru: {
    label: 'Подвал сайта',
    about:
      'Окна, двери, ворота и солнцезащитные системы собственного производства с установкой по всей Молдове.',
    infoTitle: 'Информация',
    contactsTitle: 'Контакты',
    phone: 'Телефон',
    email: 'E-mail',
    address: 'Адрес',
    socialsTitle: 'Мы в социальных сетях',
    socialLink: 'Vitrina в {network}',
    paymentsTitle: 'Принимаем оплату картой',
    payOrder: 'Оплатить заказ',
    certificateTitle: 'Производитель, сертифицированный в ЕС',
    certificateSince: 'С 2011 года',
    copyright: '© {year} Vitrina. Все права защищены.',
  },
});
