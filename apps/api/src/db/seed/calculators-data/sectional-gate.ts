import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

export const sectionalGate: CalculatorSeed = {
  id: 4,
  slug: 'sectional-gate',
  family: 'sectional-gates',
  category: categories.gates,
  subcategory: 'sectional',
  title: t('Porți de garaj secționale', 'Секционные гаражные ворота'),
  image: {
    file: picture('sectional-gate'),
    alt: t('Poartă de garaj secțională', 'Секционные гаражные ворота'),
  },
  description: {
    title: t('Poarta secțională la comandă', 'Секционные ворота на заказ'),
    text: t(
      '<p>Panouri sandwich de 40 mm cu spumă poliuretanică, ridicate sub tavan pe arcuri de torsiune.</p><ul><li>Prețul se calculează pe metru pătrat; porțile sub 5 m² se facturează ca 5 m².</li><li><strong>Automatizare ALUTECH Levigato</strong> cu două telecomenzi.</li><li>Portiță și ferestre în panouri la cerere.</li></ul>',
      '<p>Сэндвич-панели 40 мм с пенополиуретаном поднимаются под потолок на торсионных пружинах.</p><ul><li>Цена считается за квадратный метр; ворота меньше 5 м² считаются как 5 м².</li><li><strong>Автоматика ALUTECH Levigato</strong> с двумя пультами.</li><li>Калитка и окна в панелях по желанию.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Panouri de 40 mm, izolate termic', 'Утеплённые панели 40 мм'),
    t('Protecție la prinderea degetelor', 'Защита от защемления пальцев'),
    t('Automatizare cu telecomandă', 'Автоматика с пультом'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator porți de garaj secționale', 'Калькулятор секционных ворот'),
    description: t(
      'Calculați prețul porții de garaj secționale: dimensiuni, design panou, culoare, automatizare, portiță și montaj.',
      'Рассчитайте цену секционных гаражных ворот: размеры, дизайн панели, цвет, автоматика, калитка и монтаж.',
    ),
    heading: t('Calculator de preț pentru porți secționale', 'Калькулятор цены секционных ворот'),
    text: t(
      'Introduceți dimensiunile golului și alegeți panoul și automatizarea.',
      'Введите размеры проёма и выберите панель и автоматику.',
    ),
  },
  definition: {
    version: 1,
    family: 'sectional-gates',
    drawing: 'sectional-gate',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățimea golului', 'Ширина проёма'), min: 2000, max: 6000, default: 2500 },
      height: { label: t('Înălțimea golului', 'Высота проёма'), min: 1800, max: 3500, default: 2125 },
    },
    features: [
      {
        key: 'panel',
        label: t('Design panou', 'Дизайн панели'),
        role: 'panel',
        default: 'ribbed',
        options: [
          {
            key: 'ribbed',
            label: t('Nervuri orizontale', 'Горизонтальные гофры'),
            image: picture('gate-panel-ribbed'),
            drawing: { pattern: 'ribbed' },
          },
          {
            key: 'smooth',
            label: t('Neted', 'Гладкая'),
            image: picture('gate-panel-smooth'),
            charges: [{ type: 'per_m2', amount: 500 }],
            drawing: { pattern: 'plain' },
          },
          {
            key: 'cassette',
            label: t('Casetă', 'Филёнка'),
            image: picture('gate-panel-cassette'),
            charges: [{ type: 'per_m2', amount: 900 }],
            drawing: { pattern: 'plain' },
          },
        ],
      },
      {
        key: 'colour',
        label: t('Culoare', 'Цвет'),
        role: 'colour',
        default: 'white',
        options: [
          {
            key: 'white',
            label: t('Alb RAL 9016', 'Белый RAL 9016'),
            drawing: { swatch: '#f1f0ea', pattern: 'plain' },
          },
          {
            key: 'brown',
            label: t('Maro RAL 8014', 'Коричневый RAL 8014'),
            drawing: { swatch: '#4a3526', pattern: 'plain' },
          },
          {
            key: 'anthracite',
            label: t('Antracit RAL 7016', 'Антрацит RAL 7016'),
            charges: [{ type: 'percent', basisPoints: 800, of: 'base' }],
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
          {
            key: 'golden-oak',
            label: t('Stejar auriu', 'Золотой дуб'),
            charges: [{ type: 'percent', basisPoints: 1500, of: 'base' }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'automation',
        label: t('Automatizare ALUTECH Levigato', 'Автоматика ALUTECH Levigato'),
        image: picture('extra-gate-motor'),
        default: true,
        charges: [{ type: 'fixed', amount: 32000 }],
      },
      {
        key: 'wicket-door',
        label: t('Portiță încorporată', 'Встроенная калитка'),
        image: picture('extra-wicket'),
        default: false,
        charges: [{ type: 'fixed', amount: 45000 }],
      },
      {
        key: 'windows',
        label: t('Ferestre în panou (4 buc.)', 'Окна в панели (4 шт.)'),
        image: picture('extra-gate-windows'),
        default: false,
        charges: [{ type: 'fixed', amount: 9000 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_perimeter_m', amount: 1600 }],
      },
    ],
    base: { model: 'area', rate: 11000, minimumArea: 5 },
    rules: [
      {
        type: 'excludes',
        when: { additional: 'wicket-door', is: true },
        excluded: { feature: 'panel', in: ['cassette'] },
        message: t(
          'Portița se face doar în panouri cu nervuri sau netede.',
          'Калитка делается только в гофрированных или гладких панелях.',
        ),
      },
    ],
    quantityTiers: [],
  },
};
