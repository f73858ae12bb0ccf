import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

export const entranceDoor: CalculatorSeed = {
  id: 3,
  slug: 'entrance-door',
  family: 'entrance-doors',
  category: categories.doors,
  subcategory: 'entrance',
  title: t('Uși de intrare metalice', 'Входные металлические двери'),
  image: { file: picture('entrance-door'), alt: t('Ușă de intrare metalică', 'Входная металлическая дверь') },
  description: {
    title: t('Ușa de intrare la comandă', 'Входная дверь на заказ'),
    text: t(
      '<p>Prețul ușii de intrare se calculează pe metru pătrat, după construcția foii, la care se adaugă finisajul, încuietoarea și accesoriile.</p><ul><li>Oțel de 2 mm, izolație din vată minerală.</li><li><strong>Încuietori Mottura și CISA</strong> cu cilindru de securitate.</li><li>Ușile sub 1,8 m² se facturează ca 1,8 m².</li></ul>',
      '<p>Цена входной двери считается за квадратный метр по конструкции полотна, к ней добавляются отделка, замок и аксессуары.</p><ul><li>Сталь 2 мм, утепление минеральной ватой.</li><li><strong>Замки Mottura и CISA</strong> с защищённым цилиндром.</li><li>Двери меньше 1,8 м² считаются как 1,8 м².</li></ul>',
    ),
  },
  descriptionItems: [
    t('Oțel de 2 mm și izolație termică', 'Сталь 2 мм и теплоизоляция'),
    t('Încuietori de clasa 4', 'Замки 4 класса'),
    t('Finisaj MDF în culoarea dorită', 'Отделка МДФ в нужном цвете'),
    t('Montaj în aceeași zi', 'Монтаж за один день'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Garanție', 'Гарантия'), link: '/info/garantie' },
  ],
  seo: {
    title: t('Calculator uși de intrare metalice', 'Калькулятор входных металлических дверей'),
    description: t(
      'Calculați prețul ușii de intrare metalice: dimensiuni, construcție, finisaj, încuietoare și montaj. Prețuri cu TVA, Moldova.',
      'Рассчитайте цену входной металлической двери: размеры, конструкция, отделка, замок и монтаж. Цены с НДС, Молдова.',
    ),
    heading: t('Calculator de preț pentru uși de intrare', 'Калькулятор цены входных дверей'),
    text: t(
      'Alegeți construcția, finisajul și încuietoarea ușii de intrare.',
      'Выберите конструкцию, отделку и замок входной двери.',
    ),
  },
  definition: {
    version: 1,
    family: 'entrance-doors',
    drawing: 'door',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 800, max: 2000, default: 960 },
      height: { label: t('Înălțime', 'Высота'), min: 1900, max: 2400, default: 2050 },
    },
    features: [
      {
        key: 'construction',
        label: t('Construcție', 'Конструкция'),
        role: 'panel',
        default: 'standard',
        options: [
          {
            key: 'standard',
            label: t('Standard, oțel 2 mm', 'Стандарт, сталь 2 мм'),
            image: picture('door-panel-standard'),
            description: t('Pentru apartament', 'Для квартиры'),
          },
          {
            key: 'thermo',
            label: t('Termo, cu punte termică', 'Термо, с терморазрывом'),
            image: picture('door-panel-thermo'),
            description: t('Pentru casă, la exterior', 'Для дома, на улицу'),
          },
          {
            key: 'aluminium',
            label: t('Aluminiu cu panou decorativ', 'Алюминий с декоративной панелью'),
            image: picture('door-panel-aluminium'),
            description: t('Profil ALUTECH W72', 'Профиль ALUTECH W72'),
          },
        ],
      },
      {
        key: 'colour',
        label: t('Finisaj', 'Отделка'),
        role: 'colour',
        default: 'brown',
        options: [
          {
            key: 'brown',
            label: t('Maro RAL 8017', 'Коричневый RAL 8017'),
            drawing: { swatch: '#45322e', pattern: 'plain' },
          },
          {
            key: 'anthracite',
            label: t('Antracit RAL 7016', 'Антрацит RAL 7016'),
            charges: [{ type: 'fixed', amount: 3500 }],
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
          {
            key: 'golden-oak',
            label: t('MDF stejar auriu', 'МДФ золотой дуб'),
            charges: [{ type: 'fixed', amount: 6000 }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
          {
            key: 'walnut',
            label: t('MDF nuc', 'МДФ орех'),
            charges: [{ type: 'fixed', amount: 6000 }],
            drawing: { swatch: '#6b4226', pattern: 'woodgrain' },
          },
        ],
      },
      {
        key: 'lock',
        label: t('Încuietoare', 'Замок'),
        role: 'other',
        default: 'kale',
        options: [
          { key: 'kale', label: t('Kale, clasa 3', 'Kale, 3 класс') },
          {
            key: 'mottura',
            label: t('Mottura, clasa 4', 'Mottura, 4 класс'),
            charges: [{ type: 'fixed', amount: 9000 }],
          },
          {
            key: 'cisa-multipoint',
            label: t('CISA, închidere în 5 puncte', 'CISA, 5 точек запирания'),
            charges: [{ type: 'fixed', amount: 14000 }],
          },
        ],
      },
      {
        key: 'layout',
        label: t('Construcția golului', 'Конструкция проёма'),
        role: 'layout',
        default: 'one',
        options: [
          {
            key: 'one',
            label: t('O foaie', 'Одно полотно'),
            image: picture('door-layout-1'),
            drawing: { sashes: 1 },
          },
          {
            key: 'leaf-side',
            label: t('Foaie și panou lateral', 'Полотно и боковая вставка'),
            image: picture('door-layout-side'),
            charges: [{ type: 'fixed', amount: 6000 }],
            drawing: { sashes: 2 },
          },
          {
            key: 'two-leaves',
            label: t('Două foi', 'Два полотна'),
            image: picture('door-layout-2'),
            charges: [{ type: 'fixed', amount: 9000 }],
            drawing: { sashes: 2 },
          },
        ],
      },
    ],
    sashes: {
      default: 'turn-left',
      transomHeight: 400,
      openings: [
        {
          type: 'fixed',
          label: t('Panou fix', 'Глухая вставка'),
          minSashWidth: 250,
          maxSashWidth: 900,
          maxSashArea: 2_200_000,
        },
        {
          type: 'turn-left',
          label: t('Balamale în stânga', 'Петли слева'),
          minSashWidth: 400,
          maxSashWidth: 1100,
          maxSashArea: 2_600_000,
        },
        {
          type: 'turn-right',
          label: t('Balamale în dreapta', 'Петли справа'),
          minSashWidth: 400,
          maxSashWidth: 1100,
          maxSashArea: 2_600_000,
        },
      ],
    },
    additionals: [
      {
        key: 'door-closer',
        label: t('Amortizor (închidere automată)', 'Доводчик'),
        image: picture('extra-door-closer'),
        default: false,
        charges: [{ type: 'fixed', amount: 5500 }],
      },
      {
        key: 'video-peephole',
        label: t('Vizor video', 'Видеоглазок'),
        image: picture('extra-peephole'),
        default: false,
        charges: [{ type: 'fixed', amount: 4500 }],
      },
      {
        key: 'old-door-removal',
        label: t('Demontarea ușii vechi', 'Демонтаж старой двери'),
        default: false,
        charges: [{ type: 'fixed', amount: 2000 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: true,
        charges: [{ type: 'fixed', amount: 6000 }],
      },
    ],
    base: {
      model: 'area',
      rate: { feature: 'construction', values: { standard: 18000, thermo: 26000, aluminium: 32000 } },
      minimumArea: 1.8,
    },
    rules: [
      {
        type: 'excludes',
        when: { feature: 'layout', in: ['two-leaves'] },
        excluded: { opening: 'fixed' },
        message: t(
          'La o ușă cu două foi ambele se deschid; pentru o parte fixă alegeți „Foaie și panou lateral”.',
          'У двухпольной двери открываются оба полотна; для глухой части выберите «Полотно и боковая вставка».',
        ),
      },
    ],
    quantityTiers: [],
  },
};
