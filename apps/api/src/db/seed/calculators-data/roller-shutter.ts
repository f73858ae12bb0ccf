import { categories } from './categories';
import type { CalculatorSeed } from './seed-type';
import { picture, t } from './text';

export const rollerShutter: CalculatorSeed = {
  id: 9,
  slug: 'roller-shutter',
  family: 'roller-shutters',
  category: categories.rollerShutters,
  subcategory: null,
  title: t('Rulouri exterioare din aluminiu', 'Алюминиевые рольставни'),
  image: { file: picture('roller-shutter'), alt: t('Rulou exterior pe fereastră', 'Рольставня на окне') },
  description: {
    title: t('Rulourile exterioare la comandă', 'Рольставни на заказ'),
    text: t(
      '<p>Lamele din aluminiu umplute cu spumă poliuretanică, în casetă montată deasupra ferestrei, cu ghidaje laterale.</p><ul><li>Prețul se calculează pe metru pătrat; rulourile sub 1,5 m² se facturează ca 1,5 m².</li><li><strong>Acționare cu bandă, manivelă sau motor</strong>.</li></ul>',
      '<p>Алюминиевые ламели с пенополиуретаном, короб над окном и боковые направляющие.</p><ul><li>Цена считается за квадратный метр; рольставни меньше 1,5 м² считаются как 1,5 м².</li><li><strong>Управление лентой, воротком или мотором</strong>.</li></ul>',
    ),
  },
  descriptionItems: [
    t('Protecție la soare și frig', 'Защита от солнца и холода'),
    t('Lamele spumate din aluminiu', 'Алюминиевые ламели с пеной'),
    t('Motor cu telecomandă', 'Мотор с пультом'),
  ],
  documents: [
    { name: t('Montaj profesional', 'Профессиональный монтаж'), link: '/montaj' },
    { name: t('Măsurare gratuită', 'Бесплатный замер'), link: '/masurare-gratuita' },
  ],
  seo: {
    title: t('Calculator rulouri exterioare – preț', 'Калькулятор рольставен – цена'),
    description: t(
      'Calculați prețul rulourilor exterioare din aluminiu: lamelă, casetă, culoare, acționare cu bandă sau motor și montaj.',
      'Рассчитайте цену алюминиевых рольставен: ламель, короб, цвет, управление лентой или мотором и монтаж.',
    ),
    heading: t('Calculator de preț pentru rulouri exterioare', 'Калькулятор цены рольставен'),
    text: t(
      'Introduceți dimensiunile golului și alegeți lamela și acționarea.',
      'Введите размеры проёма и выберите ламель и управление.',
    ),
  },
  definition: {
    version: 1,
    family: 'roller-shutters',
    drawing: 'roller-shutter',
    deliveryClass: 'large',
    sizes: {
      width: { label: t('Lățime', 'Ширина'), min: 500, max: 3000, default: 1200 },
      height: { label: t('Înălțime', 'Высота'), min: 500, max: 3000, default: 1500 },
    },
    features: [
      {
        key: 'profile',
        label: t('Lamelă', 'Ламель'),
        role: 'profile',
        default: 'pa39',
        options: [
          { key: 'pa39', label: t('PA39, 39 mm', 'PA39, 39 мм'), image: picture('shutter-slat-39') },
          { key: 'pa45', label: t('PA45, 45 mm', 'PA45, 45 мм'), image: picture('shutter-slat-45') },
        ],
      },
      {
        key: 'box',
        label: t('Casetă', 'Короб'),
        role: 'other',
        default: 'box-165',
        options: [
          { key: 'box-137', label: t('137 mm', '137 мм') },
          { key: 'box-165', label: t('165 mm', '165 мм'), charges: [{ type: 'per_width_m', amount: 800 }] },
          { key: 'box-180', label: t('180 mm', '180 мм'), charges: [{ type: 'per_width_m', amount: 1400 }] },
        ],
      },
      {
        key: 'colour',
        label: t('Culoare', 'Цвет'),
        role: 'colour',
        default: 'white',
        options: [
          { key: 'white', label: t('Alb', 'Белый'), drawing: { swatch: '#f7f7f5', pattern: 'plain' } },
          { key: 'grey', label: t('Gri', 'Серый'), drawing: { swatch: '#9a9c9e', pattern: 'plain' } },
          { key: 'brown', label: t('Maro', 'Коричневый'), drawing: { swatch: '#4a3526', pattern: 'plain' } },
          {
            key: 'golden-oak',
            label: t('Stejar auriu', 'Золотой дуб'),
            charges: [{ type: 'percent', basisPoints: 1000, of: 'base' }],
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
        ],
      },
      {
        key: 'control',
        label: t('Acționare', 'Управление'),
        role: 'control',
        default: 'strap',
        options: [
          { key: 'strap', label: t('Bandă', 'Лента'), image: picture('control-strap') },
          {
            key: 'crank',
            label: t('Manivelă', 'Вороток'),
            image: picture('control-crank'),
            charges: [{ type: 'fixed', amount: 1500 }],
          },
          {
            key: 'motor',
            label: t('Motor cu întrerupător', 'Мотор с выключателем'),
            image: picture('control-motor'),
            charges: [{ type: 'fixed', amount: 12000 }],
          },
          {
            key: 'motor-remote',
            label: t('Motor cu telecomandă', 'Мотор с пультом'),
            image: picture('control-remote'),
            charges: [{ type: 'fixed', amount: 16500 }],
          },
        ],
      },
    ],
    sashes: null,
    additionals: [
      {
        key: 'mosquito-net',
        label: t('Plasă anti-țânțari integrată', 'Встроенная москитная сетка'),
        image: picture('extra-mosquito-net'),
        default: false,
        charges: [{ type: 'per_m2', amount: 2000 }],
      },
      {
        key: 'locks',
        label: t('Zăvoare antiefracție', 'Противовзломные ригели'),
        default: false,
        charges: [{ type: 'fixed', amount: 1800 }],
      },
      {
        key: 'installation',
        label: t('Montaj', 'Монтаж'),
        image: picture('extra-installation'),
        default: false,
        charges: [{ type: 'per_m2', amount: 1500 }],
      },
    ],
    base: {
      model: 'area',
      rate: { feature: 'profile', values: { pa39: 6000, pa45: 6900 } },
      minimumArea: 1.5,
    },
    rules: [
      {
        type: 'excludes',
        when: { feature: 'profile', in: ['pa45'] },
        excluded: { feature: 'box', in: ['box-137'] },
        message: t(
          'Lamela PA45 nu încape în caseta de 137 mm: alegeți caseta de 165 sau 180 mm.',
          'Ламель PA45 не помещается в короб 137 мм: выберите короб 165 или 180 мм.',
        ),
      },
    ],
    quantityTiers: [{ minQuantity: 3, basisPoints: 300 }],
  },
};
