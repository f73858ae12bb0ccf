import type { SocialLink, Translated } from '../schema';
import { same, t } from './text';

export interface SeedSectionItem {
  title: Translated;
  description: Translated;
  image?: { file: string; alt: Translated };
  href?: Translated;
}

export interface SeedSection {
  name: string;
  title: Translated;
  description: Translated;
  items: SeedSectionItem[];
}

const family = (slug: string, picture: string, ro: string, ru: string, roText: string, ruText: string) => ({
  title: t(ro, ru),
  description: t(roText, ruText),
  image: { file: `/static/categories/${picture}.svg`, alt: t(ro, ru) },
  href: same(`/${slug}`),
});

const text = (roTitle: string, ruTitle: string, roText: string, ruText: string): SeedSectionItem => ({
  title: t(roTitle, ruTitle),
  description: t(roText, ruText),
});

// Sections not listed here (credit, our_works, reviews, ...) come with later issues; the API answers
// them as empty.
export const homeSections: SeedSection[] = [
  {
    name: 'products_category',
    title: t('Produsele noastre', 'Наша продукция'),
    description: t(
      'Tot ce trebuie pentru casă, de la ferestre la umbrire.',
      'Всё для дома — от окон до систем затенения.',
    ),
    items: [
      family('ferestre', 'window', 'Ferestre', 'Окна', 'PVC, aluminiu și lemn', 'ПВХ, алюминий и дерево'),
      family('usi', 'door', 'Uși', 'Двери', 'De intrare și interioare', 'Входные и межкомнатные'),
      family(
        'balcoane-si-terase',
        'balcony',
        'Balcoane și terase',
        'Балконы и террасы',
        'Închideri calde și reci',
        'Тёплое и холодное остекление',
      ),
      family('porti', 'gate', 'Porți', 'Ворота', 'De garaj și de curte', 'Гаражные и въездные'),
      family('copertine', 'awning', 'Copertine', 'Маркизы', 'Umbră pentru terasă', 'Тень для террасы'),
      family(
        'rulouri-exterioare',
        'roller-shutter',
        'Rulouri exterioare',
        'Рольставни',
        'Protecție și intimitate',
        'Защита и приватность',
      ),
      family('jaluzele', 'blind', 'Jaluzele', 'Жалюзи', 'Interioare și exterioare', 'Внутренние и наружные'),
      family(
        'plase-anti-insecte',
        'insect-screen',
        'Plase anti-insecte',
        'Москитные сетки',
        'Cu ramă, plisate, rulou',
        'Рамочные, плиссе, рулонные',
      ),
      family(
        'accesorii',
        'accessory',
        'Accesorii',
        'Комплектующие',
        'Glafuri, mânere, feronerie',
        'Подоконники, ручки, фурнитура',
      ),
    ],
  },
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
    title: t('Calitate confirmată', 'Подтверждённое качество'),
    description: t(
      'Ferestre care păstrează căldura iarna și răcoarea vara.',
      'Окна, которые сохраняют тепло зимой и прохладу летом.',
    ),
    items: [
      text(
        'Din 2011',
        'С 2011 года',
        'Peste zece ani de producție și montaj în Moldova.',
        'Более десяти лет производства и монтажа в Молдове.',
      ),
      text(
        'Certificat în UE',
        'Сертифицировано в ЕС',
        'Produse certificate conform standardelor europene.',
        'Продукция сертифицирована по европейским стандартам.',
      ),
      text(
        'Până la 94% din căldură',
        'До 94% тепла',
        'Ferestrele păstrează până la 94% din căldura casei.',
        'Окна сохраняют до 94% тепла в доме.',
      ),
      text(
        '85% din radiația solară',
        '85% солнечного излучения',
        'Sticla blochează 85% din radiația solară.',
        'Стекло блокирует 85% солнечного излучения.',
      ),
    ],
  },
  {
    name: 'how_order',
    title: t('Cum comandați', 'Как заказать'),
    description: t('Cinci pași de la idee la montaj.', 'Пять шагов от идеи до монтажа.'),
    items: [
      text(
        'Calculați prețul',
        'Рассчитайте цену',
        'Folosiți calculatorul online sau sunați-ne.',
        'Воспользуйтесь онлайн-калькулятором или позвоните нам.',
      ),
      text(
        'Măsurare',
        'Замер',
        'Specialistul măsoară gratuit golurile.',
        'Специалист бесплатно выполнит замер проёмов.',
      ),
      text(
        'Contract',
        'Договор',
        'Confirmăm configurația și prețul final.',
        'Согласуем конфигурацию и окончательную цену.',
      ),
      text(
        'Producție',
        'Производство',
        'Fabricăm produsele în 2-5 săptămâni.',
        'Изготавливаем изделия за 2–5 недель.',
      ),
      text(
        'Livrare și montaj',
        'Доставка и монтаж',
        'Livrăm și montăm, apoi lăsăm curat în urmă.',
        'Доставляем, устанавливаем и убираем за собой.',
      ),
    ],
  },
  {
    name: 'faq',
    title: t('Întrebări frecvente', 'Частые вопросы'),
    description: t('', ''),
    items: [
      text(
        'Cât durează fabricarea?',
        'Сколько длится изготовление?',
        'De obicei între 2 și 5 săptămâni, în funcție de produs.',
        'Обычно от 2 до 5 недель, в зависимости от изделия.',
      ),
      text(
        'Măsurarea este gratuită?',
        'Замер бесплатный?',
        'Da, măsurarea este gratuită în Chișinău și în suburbii.',
        'Да, замер бесплатный в Кишинёве и пригородах.',
      ),
      text(
        'Ce garanție oferiți?',
        'Какую гарантию вы даёте?',
        'Garanție pentru produse și pentru montaj, confirmată în contract.',
        'Гарантию на изделия и монтаж, закреплённую в договоре.',
      ),
      text(
        'Cum pot plăti?',
        'Как можно оплатить?',
        'Cu cardul online, în numerar, prin transfer sau la livrare.',
        'Картой онлайн, наличными, переводом или при получении.',
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
