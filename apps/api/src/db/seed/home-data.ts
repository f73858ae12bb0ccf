import type { SocialLink, Translated } from '../schema';
import { t } from './text';

export interface SeedSectionItem {
  title: Translated;
  description: Translated;
  image?: { file: string; alt: Translated };
  href?: Translated;
  value?: Translated;
  rating?: number;
}

export interface SeedSection {
  name: string;
  title: Translated;
  description: Translated;
  items: SeedSectionItem[];
}

const text = (roTitle: string, ruTitle: string, roText: string, ruText: string): SeedSectionItem => ({
  title: t(roTitle, ruTitle),
  description: t(roText, ruText),
});

/**
 * A section whose cards live in another domain's table (see modules/pages/home-sections.ts): only its heading
 * is kept here, so each fact has one source.
 */
const heading = (name: string, title: Translated, description: Translated): SeedSection => ({
  name,
  title,
  description,
  items: [],
});

// Every section of docs/product.md §3, in no particular order (the storefront orders them).
export const homeSections: SeedSection[] = [
  heading(
    'products_category',
    t('Produsele noastre', 'Наша продукция'),
    t(
      'Tot ce trebuie pentru casă, de la ferestre la umbrire.',
      'Всё для дома — от окон до систем затенения.',
    ),
  ),
  {
    name: 'advantages',
    title: t('De ce să ne alegeți', 'Почему выбирают нас'),
    description: t('', ''),
    items: [
      text(
        'Producție proprie',
        'Собственное производство',
        'Fabricăm fiecare produs pe măsură, fără intermediari.',
        'Изготавливаем каждое изделие по размерам, без посредников.',
      ),
      text(
        'Măsurare gratuită',
        'Бесплатный замер',
        'Specialistul vine la dumneavoastră în ziua convenită.',
        'Замерщик приедет в удобный для вас день.',
      ),
      text(
        'Montaj profesionist',
        'Профессиональный монтаж',
        'Echipe proprii, instruite după standardele producătorilor.',
        'Собственные бригады, обученные по стандартам производителей.',
      ),
      text(
        'Garanție reală',
        'Реальная гарантия',
        'Garanție pentru produse și pentru montaj, cu service rapid.',
        'Гарантия на изделия и монтаж, быстрый сервис.',
      ),
      text(
        'Livrare în toată Moldova',
        'Доставка по всей Молдове',
        'Gratuită pentru comenzile de peste 1000 €.',
        'Бесплатно для заказов от 1000 €.',
      ),
    ],
  },
  {
    name: 'information_section',
    // How the docs/product.md §1 claims come true; the figures themselves are the achievements' (one source).
    title: t('Cum păstrează fereastra căldura', 'Как окно сохраняет тепло'),
    description: t(
      'Ce se află în interiorul unei ferestre care păstrează până la 94% din căldură iarna și blochează 85% din radiația solară vara.',
      'Что внутри окна, которое зимой сохраняет до 94% тепла, а летом блокирует 85% солнечного излучения.',
    ),
    items: [
      text(
        'Geam termopan cu argon',
        'Стеклопакет с аргоном',
        'Trei foi de sticlă cu gaz inert între ele: căldura nu trece prin geam, iar pe sticlă nu se formează condens.',
        'Три стекла с инертным газом между ними: тепло не уходит через стекло, конденсат не образуется.',
      ),
      text(
        'Sticlă cu control solar',
        'Солнцезащитное стекло',
        'Un strat metalic invizibil respinge razele fierbinți, fără să întunece camera.',
        'Невидимое металлическое напыление отражает горячие лучи, не затемняя комнату.',
      ),
      text(
        'Profil cu șase camere',
        'Шестикамерный профиль',
        'Camerele de aer din ramă opresc frigul pe la margini, acolo unde ferestrele vechi pierd cel mai mult.',
        'Воздушные камеры рамы останавливают холод по краям, где старые окна теряют больше всего.',
      ),
      text(
        'Montaj în trei straturi',
        'Монтаж в три слоя',
        'Bandă de etanșare, spumă și barieră de vapori: îmbinarea cu peretele rămâne uscată ani la rând.',
        'Уплотнительная лента, пена и пароизоляция: шов со стеной остаётся сухим годами.',
      ),
    ],
  },
  heading(
    'how_order',
    t('Cum comandați', 'Как заказать'),
    t('De la primul apel la fereastra montată.', 'От первого звонка до установленного окна.'),
  ),
  heading('faq', t('Întrebări frecvente', 'Частые вопросы'), t('', '')),
  heading(
    'sale',
    t('Promoții', 'Акции'),
    t(
      'Oferte valabile acum pentru ferestre, uși și umbrire.',
      'Действующие предложения на окна, двери и затенение.',
    ),
  ),
  heading(
    'our_works',
    t('Lucrările noastre', 'Наши работы'),
    t(
      'Case, apartamente și birouri unde am montat ferestre și uși.',
      'Дома, квартиры и офисы, где мы установили окна и двери.',
    ),
  ),
  heading(
    'work_process',
    t('Cum lucrăm', 'Как мы работаем'),
    t(
      'Fiecare comandă trece prin aceiași pași verificați.',
      'Каждый заказ проходит одни и те же проверенные этапы.',
    ),
  ),
  heading(
    'achievements',
    t('Cifrele noastre', 'Наши достижения'),
    t('Ce am construit în peste zece ani de lucru.', 'Что мы построили за более чем десять лет работы.'),
  ),
  heading(
    'equipament',
    t('Producția noastră', 'Наше производство'),
    t(
      'Linii automatizate pentru profile PVC, aluminiu și geam termopan.',
      'Автоматизированные линии для ПВХ, алюминия и стеклопакетов.',
    ),
  ),
  heading(
    'parteners',
    t('Partenerii noștri', 'Наши партнёры'),
    t(
      'Profile, sticlă și feronerie de la producători europeni.',
      'Профили, стекло и фурнитура европейских производителей.',
    ),
  ),
  heading(
    'reviews',
    t('Ce spun clienții', 'Отзывы клиентов'),
    t('Păreri ale celor care au comandat la noi.', 'Мнения тех, кто уже сделал заказ.'),
  ),
  {
    name: 'credit',
    title: t('Cumpărați în rate', 'Покупка в рассрочку'),
    description: t(
      'Ferestrele noi nu trebuie plătite dintr-o dată: alegeți plata care vă convine.',
      'Новые окна не обязательно оплачивать сразу: выберите удобный способ оплаты.',
    ),
    items: [
      text(
        'Rate 0% până la 6 luni',
        'Рассрочка 0% до 6 месяцев',
        'Fără dobândă și fără comisioane, prin băncile partenere.',
        'Без процентов и комиссий, через банки-партнёры.',
      ),
      text(
        'Credit până la 36 de luni',
        'Кредит до 36 месяцев',
        'Pentru comenzi mari: casă întreagă, balcon sau porți cu automatizare.',
        'Для крупных заказов: весь дом, балкон или ворота с автоматикой.',
      ),
      text(
        'Decizie în 15 minute',
        'Решение за 15 минут',
        'Aveți nevoie doar de buletin; cererea se completează la noi în showroom.',
        'Нужен только паспорт; заявку оформим прямо в шоуруме.',
      ),
      text(
        'Avans de la 10%',
        'Аванс от 10%',
        'Restul se achită după montaj, în rate lunare egale.',
        'Остальное — после монтажа, равными ежемесячными платежами.',
      ),
    ],
  },
  {
    name: 'other_services',
    title: t('Alte servicii', 'Другие услуги'),
    description: t(
      'Tot ce ține de ferestre și uși, și după montaj.',
      'Всё, что связано с окнами и дверями, и после монтажа.',
    ),
    items: [
      text(
        'Înlocuirea geamului termopan',
        'Замена стеклопакета',
        'Schimbăm geamul spart sau aburit fără a demonta fereastra.',
        'Меняем разбитый или запотевший стеклопакет без демонтажа окна.',
      ),
      text(
        'Glafuri și pervaze',
        'Откосы и подоконники',
        'Finisăm golurile după montaj cu glafuri PVC, piatră sau lemn.',
        'Отделываем проёмы после монтажа: ПВХ, камень или дерево.',
      ),
      text(
        'Finisarea balconului',
        'Отделка балкона',
        'Izolăm, placăm și montăm iluminat pe balconul deja închis.',
        'Утепляем, обшиваем и проводим свет на застеклённом балконе.',
      ),
      text(
        'Automatizarea porților',
        'Автоматика для ворот',
        'Montăm motoare și telecomenzi pe porți noi sau existente.',
        'Устанавливаем приводы и пульты на новые и существующие ворота.',
      ),
      text(
        'Demontare și evacuare',
        'Демонтаж и вывоз',
        'Scoatem ferestrele vechi și le ducem la reciclare.',
        'Снимаем старые окна и отвозим на переработку.',
      ),
    ],
  },
];

export const siteContacts = {
  phone: '+373 22 840 840',
  phoneHref: 'tel:+37322840840',
  email: 'info@vitrina.md',
  address: t('str. Uzinelor 19, Chișinău', 'ул. Узинелор 19, Кишинёв'),
  hoursFrom: '08:30',
  hoursTo: '19:30',
  socials: [
    { name: 'facebook', href: 'https://www.facebook.com/vitrina.md' },
    { name: 'instagram', href: 'https://www.instagram.com/vitrina.md' },
    { name: 'youtube', href: 'https://www.youtube.com/@vitrina-md' },
    { name: 'tiktok', href: 'https://www.tiktok.com/@vitrina.md' },
  ] satisfies SocialLink[],
};
