import { localizedSlugs } from '@vitrina/locale';
import type { BannerKind, Translated } from '../schema';
import { same, t } from './text';

export interface SeedButton {
  type: 'custom_link' | 'call_request';
  title: Translated;
  href?: Translated;
}

export interface SeedBanner {
  kind: BannerKind;
  title: Translated;
  description: Translated;
  image: string;
  alt: Translated;
  buttons: SeedButton[];
  facts?: { value: Translated; label: Translated }[];
}

/** Path of a page with a localized slug in each language, without the locale prefix. */
const localized = (page: keyof typeof localizedSlugs): Translated => ({
  ro: `/${localizedSlugs[page].ro}`,
  ru: `/${localizedSlugs[page].ru}`,
});

const link = (title: Translated, href: Translated): SeedButton => ({ type: 'custom_link', title, href });
const callRequest = (title: Translated): SeedButton => ({ type: 'call_request', title });
const image = (name: string) => `/static/banners/${name}.svg`;

const orderCall = callRequest(t('Sunați-mă', 'Перезвоните мне'));
const discussCooperation = callRequest(t('Discutăm colaborarea', 'Обсудить сотрудничество'));

// Listed in display order within each kind.
export const banners: SeedBanner[] = [
  {
    kind: 'hero',
    title: t(
      'Ferestre, uși și porți făcute pe măsura casei dumneavoastră',
      'Окна, двери и ворота по размерам вашего дома',
    ),
    description: t(
      'Producem și montăm în toată Moldova din 2011. Calculați prețul online sau lăsați-ne numărul: vă sunăm, măsurăm gratuit și vă propunem soluția potrivită.',
      'Производим и устанавливаем по всей Молдове с 2011 года. Рассчитайте цену онлайн или оставьте номер: перезвоним, бесплатно сделаем замер и предложим подходящее решение.',
    ),
    image: image('hero-house'),
    alt: t('Casă cu ferestre mari și soare', 'Дом с большими окнами и солнцем'),
    buttons: [link(t('Calculați prețul', 'Рассчитать цену'), same('/calculators')), orderCall],
    // Each fact is a half-width tile on a 375 px phone: a label word longer than some 15 letters breaks in two
    // where the browser has no hyphenation for the language (issue 20).
    facts: [
      { value: same('2011'), label: t('anul fondării companiei', 'год основания компании') },
      { value: t('UE', 'ЕС'), label: t('certificate de calitate', 'сертификаты качества') },
      { value: t('până la 94%', 'до 94%'), label: t('din căldură rămâne în casă', 'тепла остаётся в доме') },
      { value: same('85%'), label: t('din radiația solară blocată', 'солнечного излучения блокируется') },
    ],
  },
  {
    kind: 'offer',
    title: t('Ferestre PVC cu geam termopan triplu', 'Окна ПВХ с тройным стеклопакетом'),
    description: t(
      'Profil cu 6 camere și sticlă cu emisie redusă: păstrează până la 94% din căldură și blochează 85% din radiația solară.',
      'Шестикамерный профиль и низкоэмиссионное стекло: сохраняют до 94% тепла и блокируют 85% солнечного излучения.',
    ),
    image: image('offer-window'),
    alt: t('Fereastră PVC în lumina soarelui', 'Окно ПВХ на солнце'),
    buttons: [link(t('Vezi ferestrele', 'Смотреть окна'), same('/ferestre'))],
  },
  {
    kind: 'offer',
    title: t('Uși de intrare cu montaj inclus', 'Входные двери с монтажом'),
    description: t(
      'Uși metalice și din aluminiu cu izolație termică, încuietori în trei puncte și montaj în prețul ușii.',
      'Металлические и алюминиевые двери с утеплением, трёхточечным замком и монтажом, включённым в цену.',
    ),
    image: image('offer-door'),
    alt: t('Ușă de intrare modernă', 'Современная входная дверь'),
    buttons: [link(t('Alegeți ușa', 'Выбрать дверь'), same('/usi'))],
  },
  {
    kind: 'discount',
    title: t('−10% la a doua fereastră din comandă', '−10% на второе окно в заказе'),
    description: t(
      'Comandați două sau mai multe ferestre și primiți reducere la fiecare fereastră după prima.',
      'Закажите два окна или больше и получите скидку на каждое окно после первого.',
    ),
    image: image('discount-percent'),
    alt: t('Etichetă de preț cu procent', 'Ценник со знаком процента'),
    buttons: [link(t('Toate promoțiile', 'Все акции'), localized('promos')), orderCall],
  },
  {
    kind: 'discount',
    title: t('Copertine la preț de extrasezon', 'Маркизы по внесезонной цене'),
    description: t(
      'Până la sfârșitul lunii, copertinele pentru terase se comandă cu 15% mai ieftin, iar montajul se programează pentru primăvară.',
      'До конца месяца маркизы для террас дешевле на 15%, а монтаж можно запланировать на весну.',
    ),
    image: image('discount-season'),
    alt: t('Calendar cu ziua reducerii marcată', 'Календарь с отмеченным днём скидки'),
    buttons: [link(t('Vezi copertinele', 'Смотреть маркизы'), same('/copertine'))],
  },
  {
    kind: 'service',
    title: t('Măsurare gratuită', 'Бесплатный замер'),
    description: t(
      'Specialistul vine în ziua convenită, măsoară golurile și vă explică opțiunile. În Chișinău și suburbii nu costă nimic.',
      'Замерщик приедет в удобный день, измерит проёмы и расскажет о вариантах. В Кишинёве и пригородах — бесплатно.',
    ),
    image: image('service-measure'),
    alt: t('Ruletă de măsurat', 'Рулетка'),
    buttons: [callRequest(t('Programați măsurarea', 'Записаться на замер'))],
  },
  {
    kind: 'service',
    title: t('Montaj după standardele producătorului', 'Монтаж по стандартам производителя'),
    description: t(
      'Echipe proprii, spumă și benzi de etanșare de calitate, curățenie după lucru. Garanție pentru montaj în contract.',
      'Собственные бригады, качественная пена и уплотнительные ленты, уборка после работы. Гарантия на монтаж в договоре.',
    ),
    image: image('service-install'),
    alt: t('Bormașină și fereastră', 'Дрель и окно'),
    buttons: [link(t('Cum lucrăm', 'Как мы работаем'), localized('works'))],
  },
  {
    kind: 'service',
    title: t('Service și reglaj', 'Сервис и регулировка'),
    description: t(
      'Reglăm feroneria, schimbăm garniturile și mânerele, reparăm rulourile — chiar dacă nu le-am montat noi.',
      'Регулируем фурнитуру, меняем уплотнители и ручки, ремонтируем рольставни — даже если устанавливали не мы.',
    ),
    image: image('service-care'),
    alt: t('Cheie pentru reglaj', 'Ключ для регулировки'),
    buttons: [orderCall],
  },
  {
    kind: 'cooperation',
    title: t('Pentru dealeri', 'Для дилеров'),
    description: t(
      'Prețuri de producător, mostre pentru showroom, instruire și livrare în toată Moldova.',
      'Цены производителя, образцы для шоурума, обучение и доставка по всей Молдове.',
    ),
    image: image('cooperation-dealers'),
    alt: t('Strângere de mână', 'Рукопожатие'),
    buttons: [link(t('Rețeaua de dealeri', 'Дилерская сеть'), same('/dealers')), discussCooperation],
  },
  {
    kind: 'cooperation',
    title: t('Pentru constructori', 'Для строительных компаний'),
    description: t(
      'Ferestre și uși pentru blocuri și case la cheie, cu livrare pe etape și montaj după graficul șantierului.',
      'Окна и двери для жилых комплексов и домов под ключ, поэтапная поставка и монтаж по графику стройки.',
    ),
    image: image('cooperation-builders'),
    alt: t('Macara și clădire în construcție', 'Кран и строящееся здание'),
    buttons: [discussCooperation],
  },
  {
    kind: 'cooperation',
    title: t('Pentru arhitecți și designeri', 'Для архитекторов и дизайнеров'),
    description: t(
      'Desene tehnice, mostre de culori și profile, calcul termic și comision pentru proiectele recomandate.',
      'Технические чертежи, образцы цветов и профилей, теплотехнический расчёт и вознаграждение за рекомендованные проекты.',
    ),
    image: image('cooperation-architects'),
    alt: t('Compas și riglă', 'Циркуль и линейка'),
    buttons: [discussCooperation],
  },
  {
    kind: 'cooperation',
    title: t('Pentru clienți corporativi', 'Для корпоративных клиентов'),
    description: t(
      'Birouri, magazine și depozite: un manager dedicat, plată prin transfer și service anual.',
      'Офисы, магазины и склады: персональный менеджер, оплата по счёту и ежегодный сервис.',
    ),
    image: image('cooperation-corporate'),
    alt: t('Clădire de birouri', 'Офисное здание'),
    buttons: [discussCooperation],
  },
];
