import { defineMessages } from './define';

/** The home page's own texts (section headings come from the API) and the cooperation-offers block. */
export const home = defineMessages({
  ro: {
    offersTitle: 'Oferte speciale',
    discountsTitle: 'Reduceri',
    servicesTitle: 'Servicii',
    cooperation: {
      title: 'Colaborare',
      description:
        'Lucrăm cu dealeri, constructori, arhitecți și companii. Spuneți-ne ce proiect aveți — vă propunem condiții pe măsură.',
    },
    step: 'Pasul {step}',
  },
  ru: {
    offersTitle: 'Специальные предложения',
    discountsTitle: 'Скидки',
    servicesTitle: 'Услуги',
    cooperation: {
      title: 'Сотрудничество',
      description:
        'Работаем с дилерами, строителями, архитекторами и компаниями. Расскажите о своём проекте — предложим подходящие условия.',
    },
    step: 'Шаг {step}',
  },
});
