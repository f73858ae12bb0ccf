import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

// The grid stops at 6 m × 2 m: a larger gate needs a heavier beam and is quoted by an engineer, on request.
export const slidingGate: CalculatorSeed = {
  id: 5,
  slug: 'sliding-gate',
  family: 'sliding-gates',
  category: categories.gates,
  subcategory: 'sliding',
  title: t('Porți culisante', 'Откатные ворота'),
  image: { file: picture('sliding-gate'), alt: t('Poartă culisantă', 'Откатные ворота') },
  description: {
    title: t('Poarta culisantă la comandă', 'Откатные ворота на заказ'),
    text: t(
      '<p>Poartă autoportantă pe role, fără șină la sol, cu cadru din țeavă de oțel zincată și vopsită în câmp electrostatic.</p><ul><li>Porțile peste 6 m lățime sau 2 m înălțime se calculează <strong>la cerere</strong>.</li><li>Fundația pentru grindă se toarnă la montaj.</li></ul>',
      '<p>Консольные ворота на роликах, без рельса на земле, с рамой из оцинкованной стальной трубы с порошковой покраской.</p><ul><li>Ворота шире 6 м или выше 2 м рассчитываются <strong>по запросу</strong>.</li><li>Фундамент под балку заливается при монтаже.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Fără șină la sol', 'Без рельса на земле'),
    t('Feronerie Roltek', 'Фурнитура Roltek'),
    t('Automatizare Nice Robus', 'Автоматика Nice Robus'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator porți culisante – preț online', 'Калькулятор откатных ворот – цена'),
    description: t(
      'Calculați prețul porții culisante autoportante: dimensiuni, umplutură, culoare, automatizare și fundație.',
      'Рассчитайте цену консольных откатных ворот: размеры, заполнение, цвет, автоматика и фундамент.',
    ),
    heading: t('Calculator de preț pentru porți culisante', 'Калькулятор цены откатных ворот'),
    text: t(
      'Alegeți umplutura, culoarea și partea în care se deschide poarta.',
      'Выберите заполнение, цвет и сторону откатывания ворот.',
    ),
  },
  definition: {
    version: 1,
    family: 'sliding-gates',
    drawing: 'sliding-gate',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățimea golului', 'Ширина проёма'), min: 3000, max: 9000, default: 4000 },
      height: { label: t('Înălțime', 'Высота'), min: 1500, max: 2500, default: 2000 },
    },
    features: [
      {
        key: 'infill',
        label: t('Umplutură', 'Заполнение'),
        role: 'panel',
        default: 'sheet',
        options: [
          { key: 'sheet', label: t('Tablă cutată', 'Профнастил'), image: picture('gate-infill-sheet') },
          {
            key: 'picket',
            label: t('Șipcă metalică', 'Евроштакетник'),
            image: picture('gate-infill-picket'),
          },
          {
            key: 'slats',
            label: t('Lamele de aluminiu', 'Алюминиевые ламели'),
            image: picture('gate-infill-slats'),
          },
        ],
      },
      {
        key: 'colour',
        label: t('Culoare', 'Цвет'),
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
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
          {
            key: 'green',
            label: t('Verde RAL 6005', 'Зелёный RAL 6005'),
            drawing: { swatch: '#114232', pattern: 'plain' },
          },
          {
            key: 'golden-oak',
            label: t('Imitație lemn', 'Под дерево'),
            charges: [{ type: 'percent', basisPoints: 1000, of: 'base' }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
        ],
      },
      {
        key: 'direction',
        label: t('Direcția de deschidere', 'Направление откатывания'),
        role: 'direction',
        default: 'left',
        options: [
          {
            key: 'left',
            label: t('Spre stânga', 'Влево'),
            image: picture('gate-direction-left'),
            drawing: { direction: 'left' },
          },
          {
            key: 'right',
            label: t('Spre dreapta', 'Вправо'),
            image: picture('gate-direction-right'),
            drawing: { direction: 'right' },
          },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'automation',
        label: t('Automatizare Nice Robus 600', 'Автоматика Nice Robus 600'),
        image: picture('extra-gate-motor'),
        default: true,
        charges: [{ type: 'fixed', amount: 38000 }],
      },
      {
        key: 'photocells',
        label: t('Fotocelule de siguranță', 'Фотоэлементы безопасности'),
        default: false,
        charges: [{ type: 'fixed', amount: 4500 }],
      },
      {
        key: 'extra-remote',
        label: t('Telecomandă suplimentară', 'Дополнительный пульт'),
        default: false,
        charges: [{ type: 'fixed', amount: 1500 }],
      },
      {
        key: 'foundation',
        label: t('Fundație și montaj', 'Фундамент и монтаж'),
        description: t('Pe metru de lățime a porții', 'За метр ширины ворот'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 6000 }],
      },
    ],
    base: {
      model: 'grid',
      feature: 'infill',
      lookup: 'step-up',
      outOfRange: 'on-request',
      widths: [3000, 3500, 4000, 4500, 5000, 6000],
      heights: [1500, 1800, 2000],
      prices: {
        sheet: [
          [66000, 72000, 78000, 84000, 90000, 102000],
          [73000, 80500, 87500, 95000, 102000, 116500],
          [78000, 86000, 94000, 102000, 110000, 126000],
        ],
        picket: [
          [77500, 85000, 93000, 101000, 109000, 124500],
          [86500, 96000, 105500, 115000, 124500, 143500],
          [93000, 103500, 114000, 124500, 135000, 156000],
        ],
        slats: [
          [93000, 103500, 114000, 124500, 135000, 156000],
          [105500, 118000, 131000, 143500, 156000, 181000],
          [114000, 128000, 142000, 156000, 170000, 198000],
        ],
      },
    },
    rules: [
      {
        type: 'requires',
        when: { additional: 'photocells', is: true },
        required: { additional: 'automation', is: true },
        message: t(
          'Fotocelulele funcționează doar cu automatizarea porții.',
          'Фотоэлементы работают только с автоматикой ворот.',
        ),
      },
    ],
    quantityTiers: [],
  },
};
