import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

// Always two leaves hung on the posts: the drawing splits the width in two, so there is no layout feature.
export const swingGate: CalculatorSeed = {
  id: 6,
  slug: 'swing-gate',
  family: 'swing-gates',
  category: categories.gates,
  subcategory: 'swing',
  title: t('Porți batante', 'Распашные ворота'),
  image: {
    file: picture('swing-gate'),
    alt: t('Poartă batantă cu două canaturi', 'Распашные ворота с двумя створками'),
  },
  description: {
    title: t('Poarta batantă la comandă', 'Распашные ворота на заказ'),
    text: t(
      '<p>Poartă cu două canaturi pe stâlpi metalici 80 × 80 mm, cadru din țeavă profilată vopsită în câmp electrostatic.</p><ul><li>Prețul se calculează pe metru pătrat după umplutură; porțile sub 4 m² se facturează ca 4 m².</li><li><strong>Automatizare cu doi actuatori liniari</strong> la cerere.</li></ul>',
      '<p>Двустворчатые ворота на металлических столбах 80 × 80 мм, рама из профильной трубы с порошковой покраской.</p><ul><li>Цена считается за квадратный метр по заполнению; ворота меньше 4 м² считаются как 4 м².</li><li><strong>Автоматика с двумя линейными приводами</strong> по желанию.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Două canaturi pe stâlpi metalici', 'Две створки на металлических столбах'),
    t('Vopsire în câmp electrostatic', 'Порошковая покраска'),
    t('Portiță separată la cerere', 'Отдельная калитка по желанию'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator porți batante – preț online', 'Калькулятор распашных ворот – цена'),
    description: t(
      'Calculați prețul porții batante cu două canaturi: dimensiuni, umplutură, culoare, automatizare și portiță.',
      'Рассчитайте цену двустворчатых распашных ворот: размеры, заполнение, цвет, автоматика и калитка.',
    ),
    heading: t('Calculator de preț pentru porți batante', 'Калькулятор цены распашных ворот'),
    text: t(
      'Alegeți umplutura, culoarea și sensul de deschidere al porții.',
      'Выберите заполнение, цвет и сторону открывания ворот.',
    ),
  },
  definition: {
    version: 1,
    family: 'swing-gates',
    drawing: 'swing-gate',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățimea golului', 'Ширина проёма'), min: 2500, max: 5000, default: 3500 },
      height: { label: t('Înălțime', 'Высота'), min: 1500, max: 2200, default: 1800 },
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
          { key: 'forged', label: t('Fier forjat', 'Ковка'), image: picture('gate-infill-forged') },
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
            key: 'black-patina',
            label: t('Negru cu patină aurie', 'Чёрный с золотой патиной'),
            charges: [{ type: 'per_m2', amount: 1200 }],
            drawing: { swatch: '#1c1c1c', pattern: 'plain' },
          },
        ],
      },
      {
        key: 'opening',
        label: t('Sensul de deschidere', 'Открывание'),
        role: 'other',
        default: 'inward',
        options: [
          { key: 'inward', label: t('Spre interior', 'Внутрь двора') },
          { key: 'outward', label: t('Spre exterior', 'Наружу') },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'automation',
        label: t('Automatizare cu doi actuatori', 'Автоматика с двумя приводами'),
        image: picture('extra-gate-motor'),
        default: false,
        charges: [{ type: 'fixed', amount: 42000 }],
      },
      {
        key: 'electric-lock',
        label: t('Încuietoare electromagnetică', 'Электромеханический замок'),
        default: false,
        charges: [{ type: 'fixed', amount: 6500 }],
      },
      {
        key: 'wicket',
        label: t('Portiță separată 1000 mm', 'Отдельная калитка 1000 мм'),
        image: picture('extra-wicket'),
        default: false,
        charges: [{ type: 'fixed', amount: 28000 }],
      },
      {
        key: 'installation',
        label: t('Montaj cu betonarea stâlpilor', 'Монтаж с бетонированием столбов'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 4000 }],
      },
    ],
    base: {
      model: 'area',
      rate: { feature: 'infill', values: { sheet: 8000, picket: 9500, forged: 16000 } },
      minimumArea: 4,
    },
    rules: [
      {
        type: 'requires',
        when: { additional: 'electric-lock', is: true },
        required: { additional: 'automation', is: true },
        message: t(
          'Încuietoarea electromagnetică se montează doar împreună cu automatizarea.',
          'Электромеханический замок ставится только вместе с автоматикой.',
        ),
      },
    ],
    quantityTiers: [],
  },
};
