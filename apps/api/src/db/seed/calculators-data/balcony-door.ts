import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

const wood = (key: string, ro: string, ru: string, swatch: string) => ({
  key,
  label: t(ro, ru),
  // A laminated foil costs a share of the door itself.
  charges: [{ type: 'percent' as const, basisPoints: 1400, of: 'base' as const }],
  drawing: { swatch, pattern: 'woodgrain' as const },
});

export const balconyDoor: CalculatorSeed = {
  id: 2,
  slug: 'balcony-door',
  family: 'balcony-doors',
  category: categories.doors,
  subcategory: 'balcony',
  title: t('Uși de balcon PVC', 'Балконные двери ПВХ'),
  image: { file: picture('balcony-door'), alt: t('Ușă de balcon din PVC', 'Балконная дверь ПВХ') },
  description: {
    title: t('Ușa de balcon la comandă', 'Балконная дверь на заказ'),
    text: t(
      '<p>Ușa de balcon se face din același profil ca ferestrele, cu pachet de sticlă până jos sau cu panou opac.</p><ul><li>Un canat, canat cu panou lateral fix sau două canaturi.</li><li><strong>Prag jos din aluminiu</strong> pentru trecere comodă.</li><li>Prețurile includ TVA.</li></ul>',
      '<p>Балконная дверь делается из того же профиля, что и окна, со стеклопакетом в пол или с глухой филёнкой.</p><ul><li>Одна створка, створка с глухой боковой частью или две створки.</li><li><strong>Низкий алюминиевый порог</strong> для удобного прохода.</li><li>Цены включают НДС.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Profile REHAU cu 3 sau 7 camere', 'Профили REHAU с 3 или 7 камерами'),
    t('Deschidere oscilo-batantă', 'Поворотно-откидное открывание'),
    t('Prag jos opțional', 'Низкий порог по желанию'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator uși de balcon PVC – preț', 'Калькулятор балконных дверей ПВХ'),
    description: t(
      'Calculați prețul ușii de balcon din PVC: dimensiuni, profil REHAU, sticlă, culoare, deschidere și montaj. Prețuri cu TVA.',
      'Рассчитайте цену балконной двери ПВХ: размеры, профиль REHAU, стеклопакет, цвет, открывание и монтаж. Цены с НДС.',
    ),
    heading: t('Calculator de preț pentru uși de balcon', 'Калькулятор цены балконных дверей'),
    text: t(
      'Alegeți dimensiunile, profilul și modul de deschidere al ușii de balcon.',
      'Выберите размеры, профиль и открывание балконной двери.',
    ),
  },
  definition: {
    version: 1,
    family: 'balcony-doors',
    drawing: 'door',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 600, max: 2100, default: 800 },
      height: { label: t('Înălțime', 'Высота'), min: 1900, max: 2400, default: 2100 },
    },
    features: [
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
            key: 'rehau-synego-80',
            label: t('REHAU Synego 80', 'REHAU Synego 80'),
            image: picture('profile-7-chambers'),
            description: t('7 camere, 80 mm', '7 камер, 80 мм'),
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
            key: 'triple',
            label: t('Triplu, 40 mm', 'Трёхкамерный, 40 мм'),
            image: picture('glazing-triple'),
            charges: [{ type: 'per_m2', amount: 1900 }],
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
          wood('golden-oak', 'Stejar auriu', 'Золотой дуб', '#b5762f'),
          wood('walnut', 'Nuc', 'Орех', '#6b4226'),
        ],
      },
      {
        key: 'layout',
        label: t('Construcție', 'Конструкция'),
        role: 'layout',
        default: 'one',
        options: [
          {
            key: 'one',
            label: t('Un canat', 'Одна створка'),
            image: picture('door-layout-1'),
            drawing: { sashes: 1 },
          },
          {
            key: 'leaf-side',
            label: t('Canat și panou lateral', 'Створка и боковая часть'),
            image: picture('door-layout-side'),
            charges: [{ type: 'per_height_m', amount: 2000 }],
            drawing: { sashes: 2 },
          },
          {
            key: 'two-leaves',
            label: t('Două canaturi', 'Две створки'),
            image: picture('door-layout-2'),
            // A second opening leaf needs a floating mullion and a second lock.
            charges: [{ type: 'fixed', amount: 4500 }],
            drawing: { sashes: 2 },
          },
        ],
      },
    ],
    sashes: {
      default: 'tilt-turn-left',
      transomHeight: 400,
      openings: [
        {
          type: 'fixed',
          label: t('Fix', 'Глухая'),
          minSashWidth: 300,
          maxSashWidth: 1200,
          maxSashArea: 2_900_000,
        },
        {
          type: 'turn-left',
          label: t('Batant, balamale în stânga', 'Поворотная, петли слева'),
          charges: [{ type: 'fixed', amount: 3500 }],
          minSashWidth: 600,
          maxSashWidth: 1000,
          maxSashArea: 2_400_000,
        },
        {
          type: 'turn-right',
          label: t('Batant, balamale în dreapta', 'Поворотная, петли справа'),
          charges: [{ type: 'fixed', amount: 3500 }],
          minSashWidth: 600,
          maxSashWidth: 1000,
          maxSashArea: 2_400_000,
        },
        {
          type: 'tilt-turn-left',
          label: t('Oscilo-batant, balamale în stânga', 'Поворотно-откидная, петли слева'),
          charges: [{ type: 'fixed', amount: 5500 }],
          minSashWidth: 600,
          maxSashWidth: 900,
          maxSashArea: 2_100_000,
        },
        {
          type: 'tilt-turn-right',
          label: t('Oscilo-batant, balamale în dreapta', 'Поворотно-откидная, петли справа'),
          charges: [{ type: 'fixed', amount: 5500 }],
          minSashWidth: 600,
          maxSashWidth: 900,
          maxSashArea: 2_100_000,
        },
      ],
    },
    additionals: [
      {
        key: 'low-threshold',
        label: t('Prag jos din aluminiu', 'Низкий алюминиевый порог'),
        image: picture('extra-threshold'),
        default: false,
        charges: [{ type: 'fixed', amount: 4900 }],
      },
      {
        key: 'double-handle',
        label: t('Mâner pe ambele părți', 'Ручка с двух сторон'),
        image: picture('extra-handle'),
        default: false,
        charges: [{ type: 'fixed', amount: 1800 }],
      },
      {
        key: 'mosquito-door',
        label: t('Ușă anti-țânțari', 'Москитная дверь'),
        image: picture('extra-mosquito-net'),
        default: false,
        charges: [{ type: 'fixed', amount: 4500 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        description: t(
          'Spumă, benzi de etanșare și finisare, pe perimetru',
          'Пена, герметизирующие ленты и отделка по периметру',
        ),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_perimeter_m', amount: 1600 }],
      },
    ],
    base: {
      model: 'grid',
      feature: 'profile',
      lookup: 'step-up',
      outOfRange: 'reject',
      widths: [600, 900, 1200, 1500, 1800, 2100],
      heights: [1900, 2100, 2400],
      prices: {
        'rehau-blitz-60': [
          [21700, 25900, 30000, 34200, 38400, 42600],
          [23200, 27700, 32100, 36600, 41100, 45500],
          [25400, 30300, 35200, 40200, 45100, 50000],
        ],
        'rehau-synego-80': [
          [24700, 29500, 34200, 39000, 43800, 48500],
          [26400, 31500, 36600, 41700, 46800, 51900],
          [29000, 34600, 40200, 45800, 51400, 57000],
        ],
      },
    },
    rules: [
      {
        type: 'excludes',
        when: { feature: 'layout', in: ['two-leaves'] },
        excluded: { opening: 'fixed' },
        message: t(
          'La o ușă cu două canaturi ambele se deschid; pentru o parte fixă alegeți „Canat și panou lateral”.',
          'У двустворчатой двери открываются обе створки; для глухой части выберите «Створка и боковая часть».',
        ),
      },
    ],
    quantityTiers: [{ minQuantity: 3, basisPoints: 300 }],
  },
};
