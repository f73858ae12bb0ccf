import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

export const blinds: CalculatorSeed = {
  id: 8,
  slug: 'blinds',
  family: 'blinds',
  category: categories.blinds,
  subcategory: null,
  title: t('Jaluzele și rulouri textile', 'Жалюзи и рулонные шторы'),
  image: {
    file: picture('blinds'),
    alt: t('Jaluzele orizontale pe fereastră', 'Горизонтальные жалюзи на окне'),
  },
  description: {
    title: t('Jaluzele la dimensiunea ferestrei', 'Жалюзи по размеру окна'),
    text: t(
      '<p>Jaluzele orizontale din aluminiu sau lemn și rulouri textile, făcute la dimensiunea exactă a canatului.</p><ul><li>Prețul se calculează pe metru pătrat; piesele sub 0,5 m² se facturează ca 0,5 m².</li><li><strong>Reducere de 5 %</strong> de la 5 bucăți și de 10 % de la 10 bucăți.</li></ul>',
      '<p>Горизонтальные алюминиевые или деревянные жалюзи и тканевые рулонные шторы точно по размеру створки.</p><ul><li>Цена считается за квадратный метр; изделия меньше 0,5 м² считаются как 0,5 м².</li><li><strong>Скидка 5 %</strong> от 5 штук и 10 % от 10 штук.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Fabricate în 5 zile', 'Изготовление за 5 дней'),
    t('Montaj fără găurire', 'Монтаж без сверления'),
    t('Reducere de la 5 bucăți', 'Скидка от 5 штук'),
  ],
  documents: [{ name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' }],
  seo: {
    title: t('Calculator jaluzele – preț pe m²', 'Калькулятор жалюзи – цена за м²'),
    description: t(
      'Calculați prețul jaluzelelor din aluminiu, lemn sau al rulourilor textile la dimensiunea ferestrei. Reduceri de cantitate.',
      'Рассчитайте цену алюминиевых, деревянных жалюзи или рулонных штор по размеру окна. Скидки за количество.',
    ),
    heading: t('Calculator de preț pentru jaluzele', 'Калькулятор цены жалюзи'),
    text: t(
      'Introduceți dimensiunile sticlei sau ale canatului și alegeți tipul jaluzelei.',
      'Введите размеры стекла или створки и выберите тип жалюзи.',
    ),
  },
  definition: {
    version: 1,
    family: 'blinds',
    drawing: 'blind',
    deliveryClass: 'small',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 300, max: 2500, default: 800 },
      height: { label: t('Înălțime', 'Высота'), min: 400, max: 2800, default: 1200 },
    },
    features: [
      {
        key: 'type',
        label: t('Tip', 'Тип'),
        role: 'material',
        default: 'aluminium-25',
        options: [
          {
            key: 'aluminium-25',
            label: t('Orizontale, aluminiu 25 mm', 'Горизонтальные, алюминий 25 мм'),
            image: picture('blind-aluminium'),
          },
          {
            key: 'wood-50',
            label: t('Orizontale, lemn 50 mm', 'Горизонтальные, дерево 50 мм'),
            image: picture('blind-wood'),
          },
          {
            key: 'fabric-roller',
            label: t('Rulou textil', 'Рулонная штора'),
            image: picture('blind-roller'),
          },
        ],
      },
      {
        key: 'colour',
        label: t('Culoare', 'Цвет'),
        role: 'colour',
        default: 'white',
        options: [
          { key: 'white', label: t('Alb', 'Белый'), drawing: { swatch: '#f7f7f5', pattern: 'plain' } },
          { key: 'beige', label: t('Bej', 'Бежевый'), drawing: { swatch: '#e3d5b8', pattern: 'plain' } },
          {
            key: 'silver',
            label: t('Argintiu metalizat', 'Серебристый металлик'),
            charges: [{ type: 'per_m2', amount: 400 }],
            drawing: { swatch: '#b9bcbf', pattern: 'plain' },
          },
          {
            key: 'natural-oak',
            label: t('Stejar natural', 'Натуральный дуб'),
            drawing: { swatch: '#c19a6b', pattern: 'woodgrain' },
          },
        ],
      },
      {
        key: 'control-side',
        label: t('Partea de acționare', 'Сторона управления'),
        role: 'direction',
        default: 'right',
        options: [
          { key: 'left', label: t('Stânga', 'Слева'), drawing: { direction: 'left' } },
          { key: 'right', label: t('Dreapta', 'Справа'), drawing: { direction: 'right' } },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'no-drill',
        label: t('Prindere fără găurire', 'Крепление без сверления'),
        default: false,
        charges: [{ type: 'fixed', amount: 350 }],
      },
      {
        key: 'guide-strings',
        label: t('Fire de ghidare laterale', 'Боковые направляющие струны'),
        default: false,
        charges: [{ type: 'per_height_m', amount: 400 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'fixed', amount: 800 }],
      },
    ],
    base: {
      model: 'area',
      rate: { feature: 'type', values: { 'aluminium-25': 2800, 'wood-50': 7500, 'fabric-roller': 3500 } },
      minimumArea: 0.5,
    },
    rules: [
      {
        type: 'requires',
        when: { feature: 'colour', in: ['natural-oak'] },
        required: { feature: 'type', in: ['wood-50'] },
        message: t(
          'Culoarea stejar natural există doar la jaluzelele din lemn.',
          'Цвет «натуральный дуб» есть только у деревянных жалюзи.',
        ),
      },
    ],
    quantityTiers: [
      { minQuantity: 5, basisPoints: 500 },
      { minQuantity: 10, basisPoints: 1000 },
    ],
  },
};
