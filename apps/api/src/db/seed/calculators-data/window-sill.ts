import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

// Width is the sill's length, height its depth. The metre rate pays cutting and handling; the material's
// price per m² (length × depth) pays the board itself, so a deeper sill costs more per metre.
export const windowSill: CalculatorSeed = {
  id: 10,
  slug: 'window-sill',
  family: 'window-sills',
  category: categories.windowSills,
  subcategory: null,
  title: t('Glafuri interioare', 'Подоконники'),
  image: { file: picture('window-sill'), alt: t('Glaf sub fereastră', 'Подоконник под окном') },
  description: {
    title: t('Glaful tăiat la dimensiune', 'Подоконник по размеру'),
    text: t(
      '<p>Glafuri din PVC alb, PVC cu folie de lemn sau din piatră artificială, tăiate la lungimea și adâncimea dorite.</p><ul><li>Prețul se calculează pe metru liniar; piesele sub 0,5 m se facturează ca 0,5 m.</li><li><strong>Capace laterale</strong> în culoarea glafului.</li></ul>',
      '<p>Подоконники из белого ПВХ, ПВХ с древесной плёнкой или искусственного камня, нарезанные по нужной длине и глубине.</p><ul><li>Цена считается за погонный метр; детали короче 0,5 м считаются как 0,5 м.</li><li><strong>Торцевые заглушки</strong> в цвет подоконника.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Tăiere la milimetru', 'Резка с точностью до миллиметра'),
    t('Suprafață rezistentă la zgârieturi', 'Устойчивая к царапинам поверхность'),
    t('Adâncime de la 100 la 600 mm', 'Глубина от 100 до 600 мм'),
  ],
  documents: [{ name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' }],
  seo: {
    title: t('Calculator glafuri – preț pe metru', 'Калькулятор подоконников – цена за метр'),
    description: t(
      'Calculați prețul glafului din PVC sau piatră artificială după lungime și adâncime, cu capace laterale și montaj.',
      'Рассчитайте цену подоконника из ПВХ или искусственного камня по длине и глубине, с заглушками и монтажом.',
    ),
    heading: t('Calculator de preț pentru glafuri', 'Калькулятор цены подоконников'),
    text: t(
      'Introduceți lungimea și adâncimea glafului și alegeți materialul.',
      'Введите длину и глубину подоконника и выберите материал.',
    ),
  },
  definition: {
    version: 1,
    family: 'window-sills',
    drawing: 'window-sill',
    deliveryClass: 'small',
    sizes: {
      width: { label: t('Lungime', 'Длина'), min: 200, max: 6000, default: 1500 },
      height: { label: t('Adâncime', 'Глубина'), min: 100, max: 600, default: 300 },
    },
    features: [
      {
        key: 'material',
        label: t('Material', 'Материал'),
        role: 'material',
        default: 'pvc-white',
        options: [
          {
            key: 'pvc-white',
            label: t('PVC alb', 'Белый ПВХ'),
            charges: [{ type: 'per_m2', amount: 4000 }],
            drawing: { swatch: '#f7f7f5', pattern: 'plain' },
          },
          {
            key: 'pvc-wood',
            label: t('PVC cu folie stejar auriu', 'ПВХ с плёнкой «золотой дуб»'),
            charges: [{ type: 'per_m2', amount: 5600 }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
          {
            key: 'stone',
            label: t('Piatră artificială', 'Искусственный камень'),
            charges: [{ type: 'per_m2', amount: 18000 }],
            drawing: { swatch: '#d8d4cc', pattern: 'plain' },
          },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'end-caps',
        label: t('Capace laterale (pereche)', 'Торцевые заглушки (пара)'),
        default: true,
        charges: [{ type: 'fixed', amount: 450 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_width_m', amount: 600 }],
      },
    ],
    base: {
      model: 'length',
      rate: { feature: 'material', values: { 'pvc-white': 300, 'pvc-wood': 300, stone: 1000 } },
      minimumLength: 500,
    },
    rules: [
      // Stone sills have polished ends and take no caps.
      {
        type: 'auto',
        when: { feature: 'material', in: ['stone'] },
        set: { additional: 'end-caps', value: false },
      },
    ],
    quantityTiers: [],
  },
};
