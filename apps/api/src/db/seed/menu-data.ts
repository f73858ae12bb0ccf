import { localizedSlugs } from '@vitrina/locale';
import type { Translated } from '../schema';
import { same, t } from './text';

export interface SeedColumnItem {
  slug: string;
  title: Translated;
  dynamicPageSlug?: string;
}

export interface SeedColumn {
  title: Translated;
  items: SeedColumnItem[];
}

export interface SeedMenuItem {
  /** The ids of docs/product.md §2, which the public answers name. */
  id: number;
  title: Translated;
  href: Translated;
  linkType: 'category' | 'page' | 'custom';
  parentCategorySlug: string | null;
  dynamicPageSlug?: string;
  columns: SeedColumn[];
  subitems?: { title: Translated; href: Translated }[];
  banner?: { href: Translated; image: string; alt: Translated };
  /** The calculator its button opens. */
  calculatorHref?: string;
}

const item = (slug: string, ro: string, ru: string, dynamicPageSlug?: string): SeedColumnItem => ({
  slug,
  title: t(ro, ru),
  ...(dynamicPageSlug ? { dynamicPageSlug } : {}),
});

/** Public path of a page with a localized slug, without the locale prefix (the storefront adds it). */
const localized = (page: keyof typeof localizedSlugs): Translated => ({
  ro: `/${localizedSlugs[page].ro}`,
  ru: `/${localizedSlugs[page].ru}`,
});

// Listed in navigation order.
export const menu: SeedMenuItem[] = [
  {
    id: 1,
    calculatorHref: '/calculators',
    title: t('Ferestre', 'Окна'),
    href: same('/ferestre'),
    linkType: 'category',
    parentCategorySlug: 'ferestre',
    columns: [
      {
        title: t('După material', 'По материалу'),
        items: [
          item('ferestre-pvc', 'Ferestre PVC', 'Пластиковые окна'),
          item('ferestre-aluminiu', 'Ferestre din aluminiu', 'Алюминиевые окна'),
          item('ferestre-lemn', 'Ferestre din lemn', 'Деревянные окна'),
          item('ferestre-lemn-aluminiu', 'Ferestre lemn-aluminiu', 'Деревоалюминиевые окна'),
        ],
      },
      {
        title: t('Sisteme de profile', 'Профильные системы'),
        items: [
          item('rehau-euro-design-70', 'Rehau Euro-Design 70', 'Rehau Euro-Design 70'),
          item('rehau-synego', 'Rehau Synego', 'Rehau Synego'),
          item('rehau-geneo', 'Rehau Geneo', 'Rehau Geneo'),
          item('salamander-bluevolution-73', 'Salamander bluEvolution 73', 'Salamander bluEvolution 73'),
          item('salamander-bluevolution-82', 'Salamander bluEvolution 82', 'Salamander bluEvolution 82'),
          item('veka-softline-70', 'Veka Softline 70', 'Veka Softline 70'),
          item('veka-softline-82', 'Veka Softline 82', 'Veka Softline 82'),
          item('aluplast-ideal-4000', 'Aluplast Ideal 4000', 'Aluplast Ideal 4000'),
          item('aluplast-ideal-8000', 'Aluplast Ideal 8000', 'Aluplast Ideal 8000'),
          item('schuco-aws-75', 'Schüco AWS 75', 'Schüco AWS 75'),
        ],
      },
      {
        title: t('Tipuri de ferestre', 'Типы окон'),
        items: [
          item('ferestre-glisante', 'Ferestre glisante', 'Раздвижные окна'),
          item('ferestre-panoramice', 'Ferestre panoramice', 'Панорамные окна', 'ferestre-panoramice'),
          item('ferestre-mansarda', 'Ferestre de mansardă', 'Мансардные окна'),
          item('ferestre-arcuite', 'Ferestre arcuite', 'Арочные окна'),
          item('ferestre-colorate', 'Ferestre colorate', 'Цветные окна'),
          // The colour palette of the profiles: a content page, not a sub-category.
          item('culori-profile', 'Culori și decoruri', 'Цвета и декоры', 'culori-profile'),
        ],
      },
    ],
    banner: {
      href: localized('promos'),
      image: '/static/banners/ferestre.svg',
      alt: t('Ferestre PVC cu montaj inclus', 'Пластиковые окна с монтажом'),
    },
  },
  {
    id: 6,
    calculatorHref: '/calculators',
    title: t('Uși', 'Двери'),
    href: same('/usi'),
    linkType: 'category',
    parentCategorySlug: 'usi',
    columns: [
      {
        title: t('Uși de intrare', 'Входные двери'),
        items: [
          item('usi-intrare-pvc', 'Uși de intrare PVC', 'Входные двери ПВХ'),
          item('usi-intrare-aluminiu', 'Uși de intrare din aluminiu', 'Алюминиевые входные двери'),
          item('usi-metalice', 'Uși metalice', 'Металлические двери'),
          item('usi-lemn', 'Uși din lemn masiv', 'Двери из массива дерева'),
        ],
      },
      {
        title: t('Uși interioare', 'Межкомнатные двери'),
        items: [
          item('usi-interioare', 'Uși interioare', 'Межкомнатные двери'),
          item('usi-glisante', 'Uși glisante', 'Раздвижные двери'),
          item('usi-pliante', 'Uși pliante', 'Двери-гармошки'),
          item('usi-sticla', 'Uși din sticlă', 'Стеклянные двери'),
        ],
      },
      {
        title: t('Sisteme de terasă', 'Террасные системы'),
        items: [
          item('portal-hst', 'Portal HST (ridicare-glisare)', 'Портал HST (подъёмно-раздвижной)'),
          item('portal-psk', 'Portal PSK (înclinare-glisare)', 'Портал PSK (наклонно-сдвижной)'),
          item('usi-balcon', 'Uși de balcon', 'Балконные двери', 'usi-de-balcon'),
        ],
      },
    ],
    banner: {
      href: same('/calculators'),
      image: '/static/banners/usi.svg',
      alt: t('Calculează prețul ușii online', 'Рассчитайте цену двери онлайн'),
    },
  },
  {
    id: 7,
    calculatorHref: '/calculators',
    title: t('Balcoane și terase', 'Балконы и террасы'),
    href: same('/inchidere-balcoane'),
    linkType: 'page',
    parentCategorySlug: 'balcoane-si-terase',
    dynamicPageSlug: 'inchidere-balcoane',
    columns: [
      {
        title: t('Balcoane', 'Балконы'),
        items: [
          item('balcoane-pvc', 'Închiderea balconului cu PVC', 'Остекление балкона ПВХ'),
          item('balcoane-aluminiu', 'Închiderea balconului cu aluminiu', 'Алюминиевое остекление балкона'),
          item('balcoane-panoramice', 'Balcoane panoramice', 'Панорамные балконы'),
          item('extinderea-balconului', 'Extinderea balconului', 'Вынос балкона'),
          item('izolarea-balconului', 'Izolarea balconului', 'Утепление балкона'),
        ],
      },
      {
        title: t('Terase', 'Террасы'),
        items: [
          item('sticla-fara-rama', 'Sticlă fără ramă', 'Безрамное остекление'),
          item('pergole-bioclimatice', 'Pergole bioclimatice', 'Биоклиматические перголы'),
          item('gradini-de-iarna', 'Grădini de iarnă', 'Зимние сады', 'gradini-de-iarna'),
          item('verande', 'Verande', 'Веранды'),
        ],
      },
    ],
  },
  {
    id: 8,
    calculatorHref: '/calculators/gates',
    title: t('Porți', 'Ворота'),
    href: same('/porti'),
    linkType: 'category',
    parentCategorySlug: 'porti',
    columns: [
      {
        title: t('Porți de garaj', 'Гаражные ворота'),
        items: [
          item('porti-sectionale', 'Porți secționale', 'Секционные ворота'),
          item('porti-rulou', 'Porți rulou', 'Рулонные ворота'),
          item('porti-basculante', 'Porți basculante', 'Подъёмно-поворотные ворота'),
        ],
      },
      {
        title: t('Porți de curte', 'Въездные ворота'),
        items: [
          item('porti-culisante', 'Porți culisante', 'Откатные ворота'),
          item('porti-batante', 'Porți batante', 'Распашные ворота'),
          item('portite', 'Portițe', 'Калитки'),
          item('garduri', 'Garduri din aluminiu', 'Алюминиевые заборы'),
        ],
      },
      {
        title: t('Industriale și automatizări', 'Промышленные и автоматика'),
        items: [
          item('porti-industriale', 'Porți industriale', 'Промышленные ворота'),
          item('bariere', 'Bariere auto', 'Шлагбаумы'),
          item('automatizari-porti', 'Automatizări pentru porți', 'Автоматика для ворот'),
        ],
      },
    ],
    banner: {
      href: same('/calculators/gates'),
      image: '/static/banners/porti.svg',
      alt: t('Calculator pentru porți', 'Калькулятор ворот'),
    },
  },
  {
    id: 9,
    calculatorHref: '/calculators/awning',
    title: t('Copertine', 'Маркизы'),
    href: same('/copertine'),
    linkType: 'category',
    parentCategorySlug: 'copertine',
    columns: [
      {
        title: t('Copertine', 'Маркизы'),
        items: [
          item('copertine-brat-articulat', 'Copertine cu braț articulat', 'Локтевые маркизы'),
          item('copertine-caseta', 'Copertine tip casetă', 'Кассетные маркизы'),
          item('copertine-verticale', 'Copertine verticale', 'Вертикальные маркизы'),
          item('copertine-fereastra', 'Copertine de fereastră', 'Оконные маркизы'),
        ],
      },
      {
        title: t('Umbrire exterioară', 'Наружное затенение'),
        items: [
          item('rulouri-screen-zip', 'Rulouri screen ZIP', 'Screen-шторы ZIP'),
          item('pergole-textile', 'Pergole cu pânză', 'Тентовые перголы'),
          item('umbrele-terasa', 'Umbrele pentru terasă', 'Зонты для террас'),
        ],
      },
      {
        title: t('Automatizare', 'Автоматика'),
        items: [
          item('motoare-copertine', 'Motoare', 'Электроприводы'),
          item('senzori-vant-soare', 'Senzori de vânt și soare', 'Датчики ветра и солнца'),
          item('telecomenzi', 'Telecomenzi', 'Пульты управления'),
        ],
      },
    ],
    banner: {
      href: same('/calculators/awning'),
      image: '/static/banners/copertine.svg',
      alt: t('Calculator pentru copertine', 'Калькулятор маркиз'),
    },
  },
  {
    id: 2,
    title: t('Rulouri exterioare', 'Рольставни'),
    href: same('/rulouri-exterioare'),
    linkType: 'category',
    parentCategorySlug: 'rulouri-exterioare',
    columns: [
      {
        title: t('Tipuri de rulouri', 'Виды рольставней'),
        items: [
          item('rulouri-aplicate', 'Rulouri aplicate', 'Накладные рольставни'),
          item('rulouri-incastrate', 'Rulouri încastrate', 'Встроенные рольставни'),
          item('rulouri-garaj', 'Rulouri pentru garaj', 'Гаражные рольставни'),
          item('rulouri-securitate', 'Rulouri de securitate', 'Защитные рольставни'),
        ],
      },
      {
        title: t('Acționare', 'Управление'),
        items: [
          item('actionare-manuala', 'Acționare manuală', 'Ручное управление'),
          item('actionare-electrica', 'Acționare electrică', 'Электропривод'),
          item('casa-inteligenta', 'Casă inteligentă', 'Умный дом', 'rulouri-casa-inteligenta'),
        ],
      },
    ],
  },
  {
    id: 3,
    title: t('Jaluzele', 'Жалюзи'),
    href: same('/jaluzele'),
    linkType: 'category',
    parentCategorySlug: 'jaluzele',
    columns: [
      {
        title: t('Jaluzele interioare', 'Внутренние жалюзи'),
        items: [
          item('jaluzele-orizontale', 'Jaluzele orizontale', 'Горизонтальные жалюзи'),
          item('jaluzele-verticale', 'Jaluzele verticale', 'Вертикальные жалюзи'),
          item('jaluzele-plisate', 'Jaluzele plisate', 'Плиссе'),
          item('rulouri-textile', 'Rulouri textile', 'Рулонные шторы'),
          item('rulouri-zi-noapte', 'Rulouri zi-noapte', 'Шторы «день-ночь»'),
          item('jaluzele-romane', 'Jaluzele romane', 'Римские шторы'),
          item('jaluzele-lemn', 'Jaluzele din lemn', 'Деревянные жалюзи'),
          item('jaluzele-aluminiu', 'Jaluzele din aluminiu', 'Алюминиевые жалюзи'),
          item('jaluzele-mansarda', 'Jaluzele pentru mansardă', 'Жалюзи для мансардных окон'),
          item('jaluzele-blackout', 'Jaluzele blackout', 'Жалюзи блэкаут'),
        ],
      },
      {
        title: t('Jaluzele exterioare', 'Наружные жалюзи'),
        items: [
          item('jaluzele-fatada', 'Jaluzele de fațadă', 'Фасадные жалюзи'),
          item('raffstore', 'Raffstore', 'Раффсторе'),
        ],
      },
    ],
  },
  {
    id: 4,
    title: t('Plase anti-insecte', 'Москитные сетки'),
    href: same('/plase-anti-insecte'),
    linkType: 'category',
    parentCategorySlug: 'plase-anti-insecte',
    columns: [
      {
        title: t('Tipuri de plase', 'Виды сеток'),
        items: [
          item('plase-cu-rama', 'Plase cu ramă', 'Рамочные сетки'),
          item('plase-glisante', 'Plase glisante', 'Раздвижные сетки'),
          item('plase-plisate', 'Plase plisate', 'Сетки плиссе'),
          item('plase-rulou', 'Plase rulou', 'Рулонные сетки'),
          item('plase-usi', 'Plase pentru uși', 'Дверные сетки'),
        ],
      },
      {
        title: t('Tipuri de pânză', 'Виды полотна'),
        items: [
          item('panza-standard', 'Pânză standard', 'Стандартное полотно'),
          item('panza-antipraf', 'Pânză anti-praf', 'Антипыль'),
          item('panza-antipolen', 'Pânză anti-polen', 'Антипыльца'),
          item('panza-antipisica', 'Pânză anti-pisică', 'Антикошка'),
        ],
      },
    ],
  },
  {
    id: 5,
    title: t('Accesorii', 'Комплектующие'),
    href: same('/accesorii'),
    linkType: 'category',
    parentCategorySlug: 'accesorii',
    columns: [
      {
        title: t('Pentru ferestre', 'Для окон'),
        items: [
          item('glafuri-pvc', 'Glafuri PVC', 'Подоконники ПВХ'),
          item('glafuri-piatra', 'Glafuri din piatră artificială', 'Подоконники из искусственного камня'),
          item('pervaze-exterioare', 'Pervaze exterioare', 'Отливы'),
          item('manere-ferestre', 'Mânere pentru ferestre', 'Оконные ручки'),
          item('feronerie', 'Feronerie', 'Фурнитура'),
          item('garnituri', 'Garnituri de etanșare', 'Уплотнители'),
          item('limitatoare', 'Limitatoare de deschidere', 'Ограничители открывания'),
          item('blocatoare-copii', 'Blocatoare pentru copii', 'Детские замки'),
          item('aeratoare', 'Aeratoare', 'Приточные клапаны'),
        ],
      },
      {
        title: t('Pentru uși', 'Для дверей'),
        items: [
          item('manere-usi', 'Mânere pentru uși', 'Дверные ручки'),
          item('cilindri', 'Cilindri', 'Цилиндры'),
          item('amortizoare', 'Amortizoare', 'Доводчики'),
          item('praguri', 'Praguri', 'Пороги'),
        ],
      },
      {
        title: t('Îngrijire', 'Уход'),
        items: [item('kit-intretinere', 'Kit de întreținere', 'Набор для ухода')],
      },
    ],
  },
  {
    id: 10,
    title: t('Companie', 'Компания'),
    href: localized('about'),
    linkType: 'page',
    parentCategorySlug: null,
    columns: [],
    subitems: [
      { title: t('Despre noi', 'О нас'), href: localized('about') },
      { title: t('Lucrările noastre', 'Наши работы'), href: localized('works') },
      { title: t('Promoții', 'Акции'), href: localized('promos') },
      { title: t('Posturi vacante', 'Вакансии'), href: localized('vacancies') },
      { title: t('Blog', 'Блог'), href: same('/blog') },
      { title: t('Contacte', 'Контакты'), href: localized('contacts') },
    ],
  },
];

export const headerLinks: { title: Translated; href: Translated }[] = [
  { title: t('Blog', 'Блог'), href: same('/blog') },
  { title: t('Promoții', 'Акции'), href: localized('promos') },
  { title: t('Lucrări', 'Наши работы'), href: localized('works') },
  { title: t('Dealeri', 'Дилеры'), href: same('/dealers') },
  { title: t('Contacte', 'Контакты'), href: localized('contacts') },
];
