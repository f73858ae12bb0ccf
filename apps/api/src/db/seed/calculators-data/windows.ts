import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

// Grid columns and rows span the whole size range (docs/product.md §9: 385–2510 × 385–1510 mm), so a size the form
// accepts is always inside the table; prices are whole euros for a fixed (non-opening) white window with a
// double glazing unit, VAT included. Opening sashes, foils and extras are priced on top.
const widths = [385, 700, 1000, 1300, 1600, 2000, 2510];
const heights = [385, 800, 1200, 1510];

export const windows: CalculatorSeed = {
  id: 1,
  slug: 'windows',
  family: 'windows',
  category: categories.windows,
  subcategory: null,
  title: t('Ferestre PVC și aluminiu', 'Окна ПВХ и алюминиевые'),
  image: { file: picture('windows'), alt: t('Fereastră cu două canaturi', 'Окно с двумя створками') },
  description: {
    title: t('Cum calculăm prețul ferestrei', 'Как мы считаем цену окна'),
    text: t(
      '<p>Prețul pornește de la dimensiunile ferestrei și sistemul de profil ales. La el se adaugă pachetul de sticlă, culoarea foliei, forma, fereastra de deasupra și tipul de deschidere al fiecărui canat.</p><ul><li><strong>Prețurile includ TVA</strong> și sunt valabile pentru Moldova.</li><li>Montajul se calculează ca procent din costul ferestrei.</li><li>Măsurarea la domiciliu este gratuită.</li></ul>',
      '<p>Цена складывается из размеров окна и выбранной профильной системы. К ней добавляются стеклопакет, цвет плёнки, форма, фрамуга и тип открывания каждой створки.</p><ul><li><strong>Цены включают НДС</strong> и действуют для Молдовы.</li><li>Монтаж считается процентом от стоимости окна.</li><li>Замер на дому бесплатный.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Profile REHAU, Salamander și ALUTECH', 'Профили REHAU, Salamander и ALUTECH'),
    t('Feronerie Roto cu microventilație', 'Фурнитура Roto с микропроветриванием'),
    t('Garanție 10 ani pentru profil', 'Гарантия 10 лет на профиль'),
    t('Livrare în 2–5 săptămâni', 'Доставка за 2–5 недель'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator ferestre PVC – preț online', 'Калькулятор окон ПВХ – цена онлайн'),
    description: t(
      'Calculați prețul ferestrei PVC sau din aluminiu: dimensiuni, profil, sticlă, culoare și deschidere. Preț cu TVA, livrare în Moldova.',
      'Рассчитайте цену окна ПВХ или алюминиевого: размеры, профиль, стеклопакет, цвет и открывание. Цена с НДС, доставка по Молдове.',
    ),
    heading: t('Calculator de preț pentru ferestre', 'Калькулятор цены окон'),
    text: t(
      'Alegeți dimensiunile, profilul și deschiderea fiecărui canat și vedeți desenul și prețul ferestrei pe loc.',
      'Выберите размеры, профиль и открывание каждой створки — чертёж и цена окна обновятся сразу.',
    ),
  },
  definition: {
    version: 1,
    family: 'windows',
    drawing: 'window',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 385, max: 2510, default: 510 },
      height: { label: t('Înălțime', 'Высота'), min: 385, max: 1510, default: 860 },
    },
    features: [
      {
        key: 'material',
        label: t('Material', 'Материал'),
        role: 'material',
        default: 'pvc',
        options: [
          { key: 'pvc', label: t('PVC', 'ПВХ'), image: picture('material-pvc') },
          { key: 'aluminium', label: t('Aluminiu', 'Алюминий'), image: picture('material-aluminium') },
        ],
      },
      {
        key: 'profile',
        label: t('Sistem de profil', 'Профильная система'),
        role: 'profile',
        default: 'rehau-blitz-60',
        options: [
          {
            key: 'rehau-blitz-60',
            label: t('REHAU Blitz 60', 'REHAU Blitz 60'),
            image: picture('profile-3-chambers'),
            description: t('3 camere, 60 mm', '3 камеры, 60 мм'),
          },
          {
            key: 'salamander-streamline-76',
            label: t('Salamander Streamline 76', 'Salamander Streamline 76'),
            image: picture('profile-6-chambers'),
            description: t('6 camere, 76 mm', '6 камер, 76 мм'),
          },
          {
            key: 'rehau-synego-80',
            label: t('REHAU Synego 80', 'REHAU Synego 80'),
            image: picture('profile-7-chambers'),
            description: t('7 camere, 80 mm', '7 камер, 80 мм'),
          },
          {
            key: 'alutech-w62',
            label: t('ALUTECH W62 (aluminiu)', 'ALUTECH W62 (алюминий)'),
            image: picture('profile-aluminium'),
            description: t('Aluminiu cu punte termică, 62 mm', 'Алюминий с терморазрывом, 62 мм'),
          },
        ],
      },
      {
        key: 'glazing',
        label: t('Pachet de sticlă', 'Стеклопакет'),
        role: 'glazing',
        default: 'double',
        options: [
          {
            key: 'double',
            label: t('Dublu, 24 mm', 'Двухкамерный, 24 мм'),
            image: picture('glazing-double'),
          },
          {
            key: 'double-low-e',
            label: t('Dublu, sticlă Low-E', 'Двухкамерный, Low-E'),
            image: picture('glazing-double-low-e'),
            charges: [{ type: 'per_m2', amount: 900 }],
          },
          {
            key: 'triple',
            label: t('Triplu, 40 mm', 'Трёхкамерный, 40 мм'),
            image: picture('glazing-triple'),
            charges: [{ type: 'per_m2', amount: 1900 }],
          },
          {
            key: 'triple-low-e-argon',
            label: t('Triplu, Low-E și argon', 'Трёхкамерный, Low-E и аргон'),
            image: picture('glazing-triple-low-e'),
            charges: [{ type: 'per_m2', amount: 2800 }],
          },
        ],
      },
      {
        key: 'colour-outside',
        label: t('Culoare exterioară', 'Цвет снаружи'),
        role: 'colour-outside',
        default: 'white',
        options: [
          { key: 'white', label: t('Alb', 'Белый'), drawing: { swatch: '#f7f7f5', pattern: 'plain' } },
          {
            key: 'golden-oak',
            label: t('Stejar auriu', 'Золотой дуб'),
            charges: [{ type: 'per_m2', amount: 2200 }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
          {
            key: 'walnut',
            label: t('Nuc', 'Орех'),
            charges: [{ type: 'per_m2', amount: 2200 }],
            drawing: { swatch: '#6b4226', pattern: 'woodgrain' },
          },
          {
            key: 'anthracite',
            label: t('Antracit RAL 7016', 'Антрацит RAL 7016'),
            charges: [{ type: 'per_m2', amount: 2600 }],
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
        ],
      },
      {
        key: 'colour-inside',
        label: t('Culoare interioară', 'Цвет внутри'),
        role: 'colour-inside',
        default: 'white',
        options: [
          { key: 'white', label: t('Alb', 'Белый'), drawing: { swatch: '#f7f7f5', pattern: 'plain' } },
          {
            key: 'golden-oak',
            label: t('Stejar auriu', 'Золотой дуб'),
            charges: [{ type: 'percent', basisPoints: 1200, of: 'base' }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
          {
            key: 'walnut',
            label: t('Nuc', 'Орех'),
            charges: [{ type: 'percent', basisPoints: 1200, of: 'base' }],
            drawing: { swatch: '#6b4226', pattern: 'woodgrain' },
          },
          {
            key: 'anthracite',
            label: t('Antracit RAL 7016', 'Антрацит RAL 7016'),
            charges: [{ type: 'percent', basisPoints: 1500, of: 'base' }],
            drawing: { swatch: '#383e42', pattern: 'plain' },
          },
        ],
      },
      {
        key: 'shape',
        label: t('Forma ferestrei', 'Форма окна'),
        role: 'shape',
        default: 'rectangle',
        options: [
          {
            key: 'rectangle',
            label: t('Dreptunghiulară', 'Прямоугольная'),
            image: picture('shape-rectangle'),
            drawing: { shape: 'rectangle' },
          },
          {
            key: 'trapezoid',
            label: t('Trapez', 'Трапеция'),
            image: picture('shape-trapezoid'),
            charges: [{ type: 'fixed', amount: 10000 }],
            drawing: { shape: 'trapezoid' },
          },
          {
            key: 'arch',
            label: t('Arcadă', 'Арка'),
            image: picture('shape-arch'),
            charges: [{ type: 'fixed', amount: 23000 }],
            drawing: { shape: 'arch' },
          },
        ],
      },
      {
        key: 'skylight',
        label: t('Fereastră superioară', 'Фрамуга'),
        role: 'skylight',
        default: 'none',
        options: [
          {
            key: 'none',
            label: t('Fără', 'Без фрамуги'),
            image: picture('skylight-none'),
            drawing: { transom: 'none' },
          },
          {
            key: 'fixed',
            label: t('Fixă', 'Глухая'),
            image: picture('skylight-fixed'),
            charges: [{ type: 'per_width_m', amount: 3500 }],
            drawing: { transom: 'fixed' },
          },
          {
            key: 'tilt',
            label: t('Rabatabilă', 'Откидная'),
            image: picture('skylight-tilt'),
            charges: [{ type: 'per_width_m', amount: 6500 }],
            drawing: { transom: 'tilt' },
          },
        ],
      },
      {
        key: 'layout',
        label: t('Număr de canaturi', 'Количество створок'),
        role: 'layout',
        default: 'one',
        // A mullion between sashes is charged by its height.
        options: [
          {
            key: 'one',
            label: t('Un canat', 'Одна створка'),
            image: picture('layout-1'),
            drawing: { sashes: 1 },
          },
          {
            key: 'two',
            label: t('Două canaturi', 'Две створки'),
            image: picture('layout-2'),
            charges: [{ type: 'per_height_m', amount: 1800 }],
            drawing: { sashes: 2 },
          },
          {
            key: 'three',
            label: t('Trei canaturi', 'Три створки'),
            image: picture('layout-3'),
            charges: [{ type: 'per_height_m', amount: 3600 }],
            drawing: { sashes: 3 },
          },
        ],
      },
    ],
    sashes: {
      default: 'tilt-turn-left',
      transomHeight: 300,
      openings: [
        {
          type: 'fixed',
          label: t('Fix', 'Глухая'),
          minSashWidth: 250,
          maxSashWidth: 2510,
          maxSashArea: 3_800_000,
        },
        {
          type: 'turn-left',
          label: t('Batant, balamale în stânga', 'Поворотная, петли слева'),
          charges: [{ type: 'fixed', amount: 2400 }],
          minSashWidth: 400,
          maxSashWidth: 900,
          maxSashArea: 1_600_000,
        },
        {
          type: 'turn-right',
          label: t('Batant, balamale în dreapta', 'Поворотная, петли справа'),
          charges: [{ type: 'fixed', amount: 2400 }],
          minSashWidth: 400,
          maxSashWidth: 900,
          maxSashArea: 1_600_000,
        },
        {
          type: 'tilt',
          label: t('Rabatabil', 'Откидная'),
          charges: [{ type: 'fixed', amount: 2000 }],
          minSashWidth: 400,
          maxSashWidth: 1400,
          maxSashArea: 1_400_000,
        },
        {
          type: 'tilt-turn-left',
          label: t('Oscilo-batant, balamale în stânga', 'Поворотно-откидная, петли слева'),
          charges: [{ type: 'fixed', amount: 3200 }],
          minSashWidth: 400,
          maxSashWidth: 1300,
          maxSashArea: 2_000_000,
        },
        {
          type: 'tilt-turn-right',
          label: t('Oscilo-batant, balamale în dreapta', 'Поворотно-откидная, петли справа'),
          charges: [{ type: 'fixed', amount: 3200 }],
          minSashWidth: 400,
          maxSashWidth: 1300,
          maxSashArea: 2_000_000,
        },
      ],
    },
    additionals: [
      {
        key: 'mosquito-net',
        label: t('Plasă anti-țânțari', 'Москитная сетка'),
        image: picture('extra-mosquito-net'),
        default: false,
        charges: [{ type: 'per_sash', amount: 2000 }],
      },
      {
        key: 'window-sill',
        label: t('Glaf PVC 300 mm', 'Подоконник ПВХ 300 мм'),
        image: picture('extra-window-sill'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 2800 }],
      },
      {
        key: 'child-lock',
        label: t('Mâner cu cheie (protecție copii)', 'Ручка с ключом (защита от детей)'),
        image: picture('extra-child-lock'),
        default: false,
        charges: [{ type: 'fixed', amount: 2500 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        description: t('12 % din costul ferestrei', '12 % от стоимости окна'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'percent', basisPoints: 1200, of: 'subtotal' }],
      },
    ],
    base: {
      model: 'grid',
      feature: 'profile',
      lookup: 'interpolate',
      outOfRange: 'reject',
      widths,
      heights,
      prices: {
        'rehau-blitz-60': [
          [5700, 7300, 8700, 10200, 11700, 13700, 16200],
          [7800, 9800, 11800, 13800, 15800, 18400, 21800],
          [9700, 12300, 14800, 17200, 19700, 23000, 27200],
          [11300, 14200, 17100, 19900, 22700, 26500, 31300],
        ],
        'salamander-streamline-76': [
          [6100, 7700, 9300, 10800, 12400, 14500, 17200],
          [8200, 10400, 12500, 14600, 16700, 19500, 23100],
          [10300, 13100, 15700, 18300, 20900, 24400, 28800],
          [11900, 15100, 18100, 21100, 24100, 28100, 33200],
        ],
        'rehau-synego-80': [
          [6500, 8300, 10000, 11700, 13400, 15600, 18500],
          [8800, 11200, 13500, 15700, 18000, 21000, 24800],
          [11100, 14000, 16800, 19700, 22500, 26200, 31000],
          [12800, 16200, 19500, 22700, 25900, 30200, 35700],
        ],
        'alutech-w62': [
          [8300, 10500, 12700, 14800, 17000, 19800, 23500],
          [11300, 14300, 17100, 20000, 22900, 26700, 31600],
          [14100, 17900, 21400, 25000, 28600, 33300, 39400],
          [16300, 20700, 24800, 28900, 33000, 38400, 45400],
        ],
      },
    },
    rules: [
      // Choosing aluminium switches to the one aluminium system; a PVC window cannot use it.
      {
        type: 'auto',
        when: { feature: 'material', in: ['aluminium'] },
        set: { feature: 'profile', option: 'alutech-w62' },
      },
      {
        type: 'requires',
        when: { feature: 'profile', in: ['alutech-w62'] },
        required: { feature: 'material', in: ['aluminium'] },
        message: t(
          'Profilul ALUTECH W62 este din aluminiu: alegeți materialul aluminiu.',
          'Профиль ALUTECH W62 алюминиевый: выберите материал «Алюминий».',
        ),
      },
      // Anthracite foil is laminated only on the premium systems.
      {
        type: 'requires',
        when: { feature: 'colour-outside', in: ['anthracite'] },
        required: { feature: 'profile', in: ['rehau-synego-80', 'alutech-w62'] },
        message: t(
          'Culoarea antracit este disponibilă doar pentru profilele REHAU Synego 80 și ALUTECH W62.',
          'Цвет антрацит доступен только для профилей REHAU Synego 80 и ALUTECH W62.',
        ),
      },
      {
        type: 'requires',
        when: { feature: 'colour-inside', in: ['anthracite'] },
        required: { feature: 'profile', in: ['rehau-synego-80', 'alutech-w62'] },
        message: t(
          'Culoarea antracit este disponibilă doar pentru profilele REHAU Synego 80 și ALUTECH W62.',
          'Цвет антрацит доступен только для профилей REHAU Synego 80 и ALUTECH W62.',
        ),
      },
      // An arched frame has no room for a transom.
      {
        type: 'auto',
        when: { feature: 'shape', in: ['arch'] },
        set: { feature: 'skylight', option: 'none' },
      },
      {
        type: 'excludes',
        when: { feature: 'shape', in: ['arch'] },
        excluded: { feature: 'layout', in: ['three'] },
        message: t(
          'O fereastră în arcadă se face cu cel mult două canaturi.',
          'Арочное окно делается не более чем с двумя створками.',
        ),
      },
    ],
    quantityTiers: [
      { minQuantity: 3, basisPoints: 300 },
      { minQuantity: 5, basisPoints: 500 },
    ],
  },
};
