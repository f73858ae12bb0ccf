import type { CalculatorSeed } from './seed-type';
import { t } from './text';

/** The calculator categories of the storefront (/calculators/{slug}); gates and doors hold several types. */
export const categories = {
  windows: { slug: 'windows', title: t('Ferestre', 'Окна') },
  doors: { slug: 'doors', title: t('Uși', 'Двери') },
  gates: { slug: 'gates', title: t('Porți', 'Ворота') },
  awning: { slug: 'awning', title: t('Copertine', 'Маркизы') },
  blinds: { slug: 'blinds', title: t('Jaluzele', 'Жалюзи') },
  rollerShutters: { slug: 'roller-shutters', title: t('Rulouri exterioare', 'Рольставни') },
  windowSills: { slug: 'window-sills', title: t('Glafuri', 'Подоконники') },
} satisfies Record<string, CalculatorSeed['category']>;

type Seo = CalculatorSeed['seo'];

/** SEO of /calculators ('index') and of each category page (GET /api/calculator/calculator-seo/{x}/). */
export const calculatorCategorySeo: Record<string, Seo> = {
  index: {
    title: t('Calculatoare de preț online – Vitrina', 'Онлайн-калькуляторы цен – Vitrina'),
    description: t(
      'Calculați online prețul ferestrelor, ușilor, porților, copertinelor, jaluzelelor, rulourilor și glafurilor. Prețuri cu TVA.',
      'Рассчитайте онлайн цену окон, дверей, ворот, маркиз, жалюзи, рольставен и подоконников. Цены с НДС.',
    ),
    heading: t('Calculatoare de preț', 'Калькуляторы цен'),
    text: t(
      'Alegeți produsul, introduceți dimensiunile și opțiunile dorite și aflați prețul pe loc, cu desen la scară.',
      'Выберите изделие, введите размеры и нужные опции и сразу узнайте цену с чертежом в масштабе.',
    ),
  },
  windows: {
    title: t('Calculator ferestre PVC și aluminiu', 'Калькулятор окон ПВХ и алюминия'),
    description: t(
      'Preț online pentru ferestre PVC și aluminiu: profil, sticlă, culoare, formă și deschidere. Livrare și montaj în Moldova.',
      'Цена онлайн для окон ПВХ и алюминиевых: профиль, стеклопакет, цвет, форма и открывание. Доставка и монтаж по Молдове.',
    ),
    heading: t('Calculator de preț pentru ferestre', 'Калькулятор цены окон'),
    text: t(
      'Configurați fereastra canat cu canat și vedeți prețul cu TVA.',
      'Настройте окно створка за створкой и увидите цену с НДС.',
    ),
  },
  doors: {
    title: t('Calculator uși de balcon și de intrare', 'Калькулятор балконных и входных дверей'),
    description: t(
      'Calculați prețul ușii de balcon din PVC sau al ușii metalice de intrare: dimensiuni, foi, culoare și accesorii.',
      'Рассчитайте цену балконной двери ПВХ или металлической входной двери: размеры, полотна, цвет и аксессуары.',
    ),
    heading: t('Calculatoare pentru uși', 'Калькуляторы дверей'),
    text: t('Alegeți tipul ușii: de balcon sau de intrare.', 'Выберите тип двери: балконная или входная.'),
  },
  gates: {
    title: t(
      'Calculator porți secționale, culisante, batante',
      'Калькулятор секционных, откатных и распашных ворот',
    ),
    description: t(
      'Preț online pentru porți de garaj secționale, porți culisante și batante, cu automatizare și montaj.',
      'Цена онлайн для секционных гаражных, откатных и распашных ворот с автоматикой и монтажом.',
    ),
    heading: t('Calculatoare pentru porți', 'Калькуляторы ворот'),
    text: t(
      'Alegeți tipul porții: secțională, culisantă sau batantă.',
      'Выберите тип ворот: секционные, откатные или распашные.',
    ),
  },
  awning: {
    title: t('Calculator copertine cu braț – preț online', 'Калькулятор маркиз – цена онлайн'),
    description: t(
      'Calculați prețul copertinei cu brațe articulate: lățime, deschidere, țesătură, acționare manuală sau cu motor.',
      'Рассчитайте цену локтевой маркизы: ширина, вынос, ткань, ручное или моторное управление.',
    ),
    heading: t('Calculator de preț pentru copertine', 'Калькулятор цены маркиз'),
    text: t(
      'Umbră pe terasă sau balcon, la dimensiunile dumneavoastră.',
      'Тень на террасе или балконе по вашим размерам.',
    ),
  },
  blinds: {
    title: t('Calculator jaluzele – preț online', 'Калькулятор жалюзи – цена онлайн'),
    description: t(
      'Preț online pentru jaluzele orizontale din aluminiu, lemn și rulouri textile, la dimensiunile ferestrei.',
      'Цена онлайн для горизонтальных алюминиевых, деревянных жалюзи и тканевых рулонных штор по размерам окна.',
    ),
    heading: t('Calculator de preț pentru jaluzele', 'Калькулятор цены жалюзи'),
    text: t('Alegeți tipul, culoarea și partea de acționare.', 'Выберите тип, цвет и сторону управления.'),
  },
  'roller-shutters': {
    title: t('Calculator rulouri exterioare – preț', 'Калькулятор рольставен – цена'),
    description: t(
      'Calculați prețul rulourilor exterioare din aluminiu: lamelă, casetă, culoare și acționare cu bandă, manivelă sau motor.',
      'Рассчитайте цену алюминиевых рольставен: профиль, короб, цвет и управление лентой, воротком или мотором.',
    ),
    heading: t('Calculator de preț pentru rulouri exterioare', 'Калькулятор цены рольставен'),
    text: t(
      'Protecție la soare, frig și efracție pentru ferestre și uși.',
      'Защита от солнца, холода и взлома для окон и дверей.',
    ),
  },
  'window-sills': {
    title: t('Calculator glafuri PVC și piatră – preț', 'Калькулятор подоконников – цена'),
    description: t(
      'Preț online pentru glafuri din PVC alb, cu folie de lemn sau din piatră artificială, la lungimea și adâncimea dorite.',
      'Цена онлайн для подоконников из белого ПВХ, с древесной плёнкой или из искусственного камня по вашей длине и глубине.',
    ),
    heading: t('Calculator de preț pentru glafuri', 'Калькулятор цены подоконников'),
    text: t(
      'Glaful se taie la lungimea dumneavoastră, cu capace laterale.',
      'Подоконник режется по вашей длине, с торцевыми заглушками.',
    ),
  },
};
