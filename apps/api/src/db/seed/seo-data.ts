import type { Translated } from '../schema';
import { t } from './text';

export interface SeedSeo {
  pageType: string;
  title: Translated;
  description: Translated;
  heading: Translated;
  text: Translated;
}

const brand = 'Vitrina';

// One entry per page_type of docs/product.md §7.
export const seoContents: SeedSeo[] = [
  {
    pageType: 'index',
    title: t(
      `Ferestre, uși, porți și copertine în Moldova — ${brand}`,
      `Окна, двери, ворота и маркизы в Молдове — ${brand}`,
    ),
    description: t(
      'Producem și montăm ferestre PVC și aluminiu, uși, porți, copertine și jaluzele din 2011. Calculați prețul online.',
      'Производим и устанавливаем окна ПВХ и алюминиевые, двери, ворота, маркизы и жалюзи с 2011 года. Рассчитайте цену онлайн.',
    ),
    heading: t('Ferestre și uși pentru casa ta', 'Окна и двери для вашего дома'),
    text: t(
      'Producție proprie, certificare europeană și montaj profesionist în toată Moldova.',
      'Собственное производство, европейская сертификация и профессиональный монтаж по всей Молдове.',
    ),
  },
  {
    pageType: 'articles',
    title: t(
      `Blog — sfaturi despre ferestre și uși | ${brand}`,
      `Блог — советы об окнах и дверях | ${brand}`,
    ),
    description: t(
      'Articole despre alegerea ferestrelor, întreținere, izolare termică și noutăți.',
      'Статьи о выборе окон, уходе, теплоизоляции и новостях.',
    ),
    heading: t('Blog', 'Блог'),
    text: t('Sfaturi practice de la specialiștii noștri.', 'Практические советы от наших специалистов.'),
  },
  {
    pageType: 'article',
    title: t(`Articol | ${brand}`, `Статья | ${brand}`),
    description: t('Citiți articolul complet pe blogul nostru.', 'Читайте полную статью в нашем блоге.'),
    heading: t('Articol', 'Статья'),
    text: t('', ''),
  },
  {
    pageType: 'branch',
    title: t(`Filiala ${brand}`, `Филиал ${brand}`),
    description: t(
      'Adresa, programul și datele de contact ale filialei.',
      'Адрес, часы работы и контакты филиала.',
    ),
    heading: t('Filiala', 'Филиал'),
    text: t('Vă așteptăm de luni până duminică, 08:30–19:30.', 'Ждём вас ежедневно с 08:30 до 19:30.'),
  },
  {
    pageType: 'contacts',
    title: t(`Contacte | ${brand}`, `Контакты | ${brand}`),
    description: t(
      'Telefon, e-mail și adresele showroom-urilor noastre din Moldova.',
      'Телефон, e-mail и адреса наших шоурумов в Молдове.',
    ),
    heading: t('Contacte', 'Контакты'),
    text: t(
      'Lucrăm zilnic, fără zile libere, de la 08:30 la 19:30.',
      'Работаем ежедневно, без выходных, с 08:30 до 19:30.',
    ),
  },
  {
    pageType: 'about',
    title: t(`Despre noi | ${brand}`, `О нас | ${brand}`),
    description: t(
      'Din 2011 producem ferestre, uși și sisteme de umbrire certificate în UE.',
      'С 2011 года производим окна, двери и системы затенения, сертифицированные в ЕС.',
    ),
    heading: t('Despre noi', 'О нас'),
    text: t(
      'Suntem o companie din Moldova care produce și montează ferestre, uși, porți și copertine din 2011.',
      'Мы молдавская компания, которая с 2011 года производит и устанавливает окна, двери, ворота и маркизы.',
    ),
  },
  {
    pageType: 'colors',
    title: t(`Culori și texturi | ${brand}`, `Цвета и текстуры | ${brand}`),
    description: t(
      'Paleta de culori și imitații de lemn pentru profile PVC și aluminiu.',
      'Палитра цветов и декоров под дерево для профилей ПВХ и алюминия.',
    ),
    heading: t('Culori și texturi', 'Цвета и текстуры'),
    text: t(
      'Alegeți culoarea ramei: albă, antracit, stejar auriu și multe altele.',
      'Выберите цвет рамы: белый, антрацит, золотой дуб и многие другие.',
    ),
  },
  {
    pageType: 'works',
    title: t(`Lucrările noastre | ${brand}`, `Наши работы | ${brand}`),
    description: t(
      'Fotografii ale proiectelor realizate: ferestre, balcoane, porți și copertine.',
      'Фотографии выполненных проектов: окна, балконы, ворота и маркизы.',
    ),
    heading: t('Lucrările noastre', 'Наши работы'),
    text: t(
      'Peste zece ani de proiecte în case, apartamente și clădiri comerciale.',
      'Более десяти лет проектов в домах, квартирах и коммерческих зданиях.',
    ),
  },
  {
    pageType: 'dealers',
    title: t(`Dealeri | ${brand}`, `Дилеры | ${brand}`),
    description: t(
      'Găsiți un dealer autorizat în orașul dumneavoastră.',
      'Найдите официального дилера в вашем городе.',
    ),
    heading: t('Dealeri', 'Дилеры'),
    text: t(
      'Rețeaua noastră de parteneri acoperă toată Moldova.',
      'Наша партнёрская сеть охватывает всю Молдову.',
    ),
  },
  {
    pageType: 'promos',
    title: t(`Promoții | ${brand}`, `Акции | ${brand}`),
    description: t(
      'Reduceri actuale la ferestre, uși, porți și copertine.',
      'Актуальные скидки на окна, двери, ворота и маркизы.',
    ),
    heading: t('Promoții', 'Акции'),
    text: t('Ofertele lunii, pentru o perioadă limitată.', 'Предложения месяца на ограниченный срок.'),
  },
  {
    pageType: 'promo-page',
    title: t(`Promoție | ${brand}`, `Акция | ${brand}`),
    description: t('Condițiile și termenul promoției.', 'Условия и сроки акции.'),
    heading: t('Promoție', 'Акция'),
    text: t('', ''),
  },
  {
    pageType: 'vacancies',
    title: t(`Posturi vacante | ${brand}`, `Вакансии | ${brand}`),
    description: t(
      'Alăturați-vă echipei: producție, montaj, vânzări.',
      'Присоединяйтесь к команде: производство, монтаж, продажи.',
    ),
    heading: t('Posturi vacante', 'Вакансии'),
    text: t('Trimiteți-ne CV-ul și vă vom contacta.', 'Отправьте нам резюме, и мы с вами свяжемся.'),
  },
];
