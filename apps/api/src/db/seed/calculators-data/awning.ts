import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

// Width is the awning's width along the wall, height its projection (the arm length): area = fabric area.
export const awning: CalculatorSeed = {
  id: 7,
  slug: 'awning',
  family: 'awnings',
  category: categories.awning,
  subcategory: null,
  title: t('Copertine cu brațe articulate', 'Локтевые маркизы'),
  image: {
    file: picture('awning'),
    alt: t('Copertină deschisă deasupra terasei', 'Открытая маркиза над террасой'),
  },
  description: {
    title: t('Copertina la comandă', 'Маркиза на заказ'),
    text: t(
      '<p>Copertină cu brațe articulate pe arcuri, montată pe perete sau în tavan. Prețul se calculează pe metru pătrat de țesătură.</p><ul><li>Țesături acrilice Sattler, rezistente la decolorare.</li><li><strong>Motor Somfy</strong> cu telecomandă și senzor de vânt.</li><li>Copertinele sub 4,5 m² se facturează ca 4,5 m².</li></ul>',
      '<p>Маркиза с локтевыми рычагами на пружинах, крепится на стену или потолок. Цена считается за квадратный метр ткани.</p><ul><li>Акриловые ткани Sattler, устойчивые к выгоранию.</li><li><strong>Мотор Somfy</strong> с пультом и датчиком ветра.</li><li>Маркизы меньше 4,5 м² считаются как 4,5 м².</li></ul>',
    ),
  },
  descriptionItems: [
    t('Țesătură acrilică Sattler', 'Акриловая ткань Sattler'),
    t('Brațe din aluminiu pe arcuri', 'Алюминиевые локти на пружинах'),
    t('Motor Somfy și senzor de vânt', 'Мотор Somfy и датчик ветра'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator copertine – preț online', 'Калькулятор маркиз – цена онлайн'),
    description: t(
      'Calculați prețul copertinei cu brațe: lățime, deschidere, țesătură, culoarea cadrului, motor și iluminare LED.',
      'Рассчитайте цену локтевой маркизы: ширина, вынос, ткань, цвет каркаса, мотор и LED-подсветка.',
    ),
    heading: t('Calculator de preț pentru copertine', 'Калькулятор цены маркиз'),
    text: t(
      'Alegeți dimensiunile, țesătura și acționarea copertinei.',
      'Выберите размеры, ткань и управление маркизой.',
    ),
  },
  definition: {
    version: 1,
    family: 'awnings',
    drawing: 'awning',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 1500, max: 6000, default: 3000 },
      height: {
        label: t('Deschidere (lungimea brațelor)', 'Вынос (длина локтей)'),
        min: 1500,
        max: 3500,
        default: 2000,
      },
    },
    features: [
      {
        key: 'fabric',
        label: t('Țesătură', 'Ткань'),
        role: 'fabric',
        default: 'polyester-beige',
        options: [
          {
            key: 'polyester-beige',
            label: t('Poliester bej', 'Полиэстер бежевый'),
            drawing: { swatch: '#d9c9a3', pattern: 'plain' },
          },
          {
            key: 'acrylic-grey',
            label: t('Acril Sattler gri', 'Акрил Sattler серый'),
            drawing: { swatch: '#8a8d8f', pattern: 'plain' },
          },
          {
            key: 'acrylic-stripes-blue',
            label: t('Acril Sattler, dungi albastre', 'Акрил Sattler, синие полосы'),
            drawing: { swatch: '#2f5d8c', pattern: 'stripes' },
          },
          {
            key: 'acrylic-stripes-terracotta',
            label: t('Acril Sattler, dungi cărămizii', 'Акрил Sattler, терракотовые полосы'),
            drawing: { swatch: '#b4532a', pattern: 'stripes' },
          },
        ],
      },
      {
        key: 'frame-colour',
        label: t('Culoarea cadrului', 'Цвет каркаса'),
        role: 'colour',
        default: 'white',
        options: [
          {
            key: 'white',
            label: t('Alb RAL 9016', 'Белый RAL 9016'),
            drawing: { swatch: '#f1f0ea', pattern: 'plain' },
          },
          {
            key: 'anthracite',
            label: t('Antracit RAL 7016', 'Антрацит RAL 7016'),
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
          {
            key: 'bronze',
            label: t('Bronz', 'Бронза'),
            charges: [{ type: 'fixed', amount: 3500 }],
            drawing: { swatch: '#6e5a3c', pattern: 'plain' },
          },
        ],
      },
      {
        key: 'control',
        label: t('Acționare', 'Управление'),
        role: 'control',
        default: 'crank',
        options: [
          { key: 'crank', label: t('Manivelă', 'Ручной вороток'), image: picture('control-crank') },
          {
            key: 'motor',
            label: t('Motor Somfy cu întrerupător', 'Мотор Somfy с выключателем'),
            image: picture('control-motor'),
            charges: [{ type: 'fixed', amount: 22000 }],
          },
          {
            key: 'motor-remote',
            label: t('Motor Somfy cu telecomandă', 'Мотор Somfy с пультом'),
            image: picture('control-remote'),
            charges: [{ type: 'fixed', amount: 29000 }],
          },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'wind-sensor',
        label: t('Senzor de vânt', 'Датчик ветра'),
        default: false,
        charges: [{ type: 'fixed', amount: 9500 }],
      },
      {
        key: 'led',
        label: t('Iluminare LED în brațe', 'LED-подсветка в локтях'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 4500 }],
      },
      {
        key: 'hood',
        label: t('Capotă de protecție', 'Защитный козырёк'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 3000 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'fixed', amount: 9000 }],
      },
    ],
    base: {
      model: 'area',
      rate: {
        feature: 'fabric',
        values: {
          'polyester-beige': 6500,
          'acrylic-grey': 8500,
          'acrylic-stripes-blue': 8500,
          'acrylic-stripes-terracotta': 8500,
        },
      },
      minimumArea: 4.5,
    },
    rules: [
      {
        type: 'requires',
        when: { additional: 'wind-sensor', is: true },
        required: { feature: 'control', in: ['motor-remote'] },
        message: t(
          'Senzorul de vânt funcționează doar cu motorul cu telecomandă.',
          'Датчик ветра работает только с мотором с пультом.',
        ),
      },
    ],
    quantityTiers: [],
  },
};
