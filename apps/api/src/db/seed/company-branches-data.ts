import type { BranchPhone, Translated } from '../schema';
import { siteContacts } from './home-data';
import { t } from './text';

export interface SeedBranch {
  slug: string;
  kind: 'showroom' | 'office' | 'factory' | 'dealer';
  title: Translated;
  city: Translated;
  address: Translated;
  phones: BranchPhone[];
  email: string;
  lat: number;
  lng: number;
  image?: string;
  description: Translated;
}

/** A phone as dialled and as shown: ('22', '840 840') → '+37322840840', '+373 22 840 840'. */
const phone = (name: Translated, area: string, number: string): BranchPhone => ({
  name,
  value: `+373${area}${number.replaceAll(' ', '')}`,
  display: `+373 ${area} ${number}`,
});
const salon = t('Salon', 'Салон');
const mobile = t('Mobil', 'Мобильный');
const measuring = t('Programare la măsurare', 'Запись на замер');
const service = t('Service', 'Сервис');
const dealerPhone = t('Magazin', 'Магазин');

// Every branch keeps the company's hours (docs/product.md §1: 8:30–19:30, no days off); dealers keep their own shops'
// hours in the same frame, since they sell under our terms.
export const branchHours = {
  from: siteContacts.hoursFrom,
  to: siteContacts.hoursTo,
  days: t('Zilnic, fără zile libere', 'Ежедневно, без выходных'),
};

export const branches: SeedBranch[] = [
  {
    slug: 'chisinau-showroom',
    kind: 'showroom',
    title: t('Showroom Chișinău', 'Шоурум Кишинёв'),
    city: t('Chișinău', 'Кишинёв'),
    address: t('bd. Dacia 47, sectorul Botanica, Chișinău', 'бул. Дачия 47, сектор Ботаника, Кишинёв'),
    phones: [
      phone(salon, '22', '840 845'),
      phone(mobile, '69', '840 845'),
      phone(measuring, '79', '840 841'),
    ],
    email: 'showroom@vitrina.md',
    lat: 46.9877,
    lng: 28.8573,
    image: '/static/company/branch-showroom.svg',
    description: t(
      'Cel mai mare showroom al nostru: peste 40 de mostre de ferestre, uși de intrare, porți secționale și copertine montate în mărime naturală. Consultanții vă ajută să alegeți profilul, geamul și culoarea și calculează prețul pe loc.\n\nParcare gratuită pentru clienți în fața clădirii.',
      'Наш самый большой шоурум: более 40 образцов окон, входных дверей, секционных ворот и маркиз в натуральную величину. Консультанты помогут выбрать профиль, стеклопакет и цвет и сразу рассчитают стоимость.\n\nБесплатная парковка для клиентов перед зданием.',
    ),
  },
  {
    slug: 'chisinau-fabrica',
    kind: 'factory',
    title: t('Fabrica și biroul central', 'Завод и центральный офис'),
    city: t('Chișinău', 'Кишинёв'),
    address: t('str. Uzinelor 19, sectorul Ciocana, Chișinău', 'ул. Узинелор 19, сектор Чокана, Кишинёв'),
    phones: [
      phone(t('Biroul central', 'Центральный офис'), '22', '840 840'),
      phone(service, '69', '840 842'),
    ],
    email: 'info@vitrina.md',
    lat: 47.0317,
    lng: 28.8903,
    image: '/static/company/branch-factory.svg',
    description: t(
      'Aici se află producția: liniile de debitare și sudură a profilelor PVC, atelierul de aluminiu și depozitul de unde pleacă echipele de montaj. Comenzile mari și contractele cu firmele de construcții se semnează la biroul central.\n\nPentru vizite la fabrică, programați-vă la telefon cu o zi înainte.',
      'Здесь находится производство: линии резки и сварки ПВХ-профиля, алюминиевый цех и склад, откуда выезжают монтажные бригады. Крупные заказы и договоры со строительными компаниями подписываются в центральном офисе.\n\nЭкскурсию по заводу согласуйте по телефону за день.',
    ),
  },
  {
    slug: 'balti',
    kind: 'showroom',
    title: t('Showroom Bălți', 'Шоурум Бельцы'),
    city: t('Bălți', 'Бельцы'),
    address: t('str. Ștefan cel Mare 57, Bălți', 'ул. Штефан чел Маре 57, Бельцы'),
    phones: [phone(salon, '231', '61 234'), phone(mobile, '79', '612 340')],
    email: 'balti@vitrina.md',
    lat: 47.7617,
    lng: 27.929,
    image: '/static/company/branch-showroom.svg',
    description: t(
      'Showroom-ul pentru nordul Moldovei: ferestre, uși și rulouri exterioare în expoziție. Măsurătorile în Bălți și în raioanele vecine se fac gratuit.',
      'Шоурум для севера Молдовы: окна, двери и рольставни в экспозиции. Замер в Бельцах и соседних районах бесплатный.',
    ),
  },
  {
    slug: 'cahul',
    kind: 'office',
    title: t('Oficiu Cahul', 'Офис Кагул'),
    city: t('Cahul', 'Кагул'),
    address: t('str. Republicii 12, Cahul', 'ул. Републичий 12, Кагул'),
    phones: [phone(salon, '299', '2 45 67'), phone(mobile, '68', '245 670')],
    email: 'cahul@vitrina.md',
    lat: 45.9075,
    lng: 28.1944,
    image: '/static/company/branch-office.svg',
    description: t(
      'Oficiul pentru sudul țării: consultanță, mostre de profile și culori, încheierea contractelor. Echipa de montaj locală deservește Cahul, Cantemir și Vulcănești.',
      'Офис для юга страны: консультации, образцы профилей и цветов, заключение договоров. Местная монтажная бригада обслуживает Кагул, Кантемир и Вулкэнешть.',
    ),
  },
  {
    slug: 'orhei',
    kind: 'office',
    title: t('Oficiu Orhei', 'Офис Оргеев'),
    city: t('Orhei', 'Оргеев'),
    address: t('str. Vasile Mahu 131, Orhei', 'ул. Василе Маху 131, Оргеев'),
    phones: [phone(salon, '235', '2 18 90'), phone(mobile, '69', '218 900')],
    email: 'orhei@vitrina.md',
    lat: 47.3831,
    lng: 28.8231,
    image: '/static/company/branch-office.svg',
    description: t(
      'Consultanță și comenzi pentru Orhei, Telenești și Rezina. Aici puteți vedea mostre de ferestre PVC și de uși de intrare.',
      'Консультации и заказы для Оргеева, Теленешть и Резины. Здесь можно посмотреть образцы окон ПВХ и входных дверей.',
    ),
  },
  {
    slug: 'ungheni',
    kind: 'office',
    title: t('Oficiu Ungheni', 'Офис Унгены'),
    city: t('Ungheni', 'Унгены'),
    address: t('str. Națională 18, Ungheni', 'ул. Национальная 18, Унгены'),
    phones: [phone(salon, '236', '2 77 45'), phone(mobile, '78', '277 450')],
    email: 'ungheni@vitrina.md',
    lat: 47.2109,
    lng: 27.8005,
    image: '/static/company/branch-office.svg',
    description: t(
      'Oficiul din vestul țării: ferestre, uși, jaluzele și plase anti-insecte. Măsurătoare gratuită în Ungheni, Nisporeni și Călărași.',
      'Офис на западе страны: окна, двери, жалюзи и москитные сетки. Бесплатный замер в Унгенах, Ниспоренах и Кэлэрашь.',
    ),
  },
];

const dealer = (
  slug: string,
  company: string,
  city: Translated,
  address: Translated,
  area: string,
  number: string,
  lat: number,
  lng: number,
): SeedBranch => ({
  slug,
  kind: 'dealer',
  title: t(company, company),
  city,
  address,
  phones: [phone(dealerPhone, area, number)],
  email: `${slug}@dealer.vitrina.md`,
  lat,
  lng,
  image: '/static/company/branch-dealer.svg',
  description: t(
    'Dealer autorizat: vinde produsele noastre la prețurile fabricii, face măsurători și preia comenzi. Montajul îl fac echipele noastre, cu garanția noastră.',
    'Официальный дилер: продаёт нашу продукцию по заводским ценам, выполняет замеры и принимает заказы. Монтаж выполняют наши бригады, с нашей гарантией.',
  ),
});

export const dealers: SeedBranch[] = [
  dealer(
    'soroca-fereastra-nord',
    'Fereastra Nord SRL',
    t('Soroca', 'Сороки'),
    t('str. Independenței 34, Soroca', 'ул. Индепенденцей 34, Сороки'),
    '230',
    '2 31 15',
    48.1558,
    28.2975,
  ),
  dealer(
    'edinet-termoplast',
    'Termoplast Edineț SRL',
    t('Edineț', 'Единец'),
    t('str. Independenței 61, Edineț', 'ул. Индепенденцей 61, Единец'),
    '246',
    '2 25 08',
    48.1707,
    27.3045,
  ),
  dealer(
    'drochia-confort-casa',
    'Confort Casa SRL',
    t('Drochia', 'Дрокия'),
    t('bd. Independenței 5, Drochia', 'бул. Индепенденцей 5, Дрокия'),
    '252',
    '2 40 12',
    48.0337,
    27.8141,
  ),
  dealer(
    'hincesti-geam-service',
    'Geam Service SRL',
    t('Hîncești', 'Хынчешть'),
    t('str. Mihalcea Hîncu 141, Hîncești', 'ул. Михалча Хынку 141, Хынчешть'),
    '269',
    '2 33 70',
    46.8287,
    28.5908,
  ),
  dealer(
    'comrat-stroy-okna',
    'Stroy Okna SRL',
    t('Comrat', 'Комрат'),
    t('str. Lenin 172, Comrat', 'ул. Ленина 172, Комрат'),
    '298',
    '2 20 44',
    46.2966,
    28.6566,
  ),
  dealer(
    'causeni-ferestre-sud',
    'Ferestre Sud SRL',
    t('Căușeni', 'Кэушень'),
    t('str. Mihai Eminescu 2, Căușeni', 'ул. Михая Эминеску 2, Кэушень'),
    '243',
    '2 29 91',
    46.6437,
    29.4118,
  ),
  dealer(
    'straseni-lux-profil',
    'Lux Profil SRL',
    t('Strășeni', 'Страшень'),
    t('str. Ștefan cel Mare 110, Strășeni', 'ул. Штефан чел Маре 110, Страшень'),
    '237',
    '2 57 03',
    47.1414,
    28.6103,
  ),
  dealer(
    'balti-nord-geam',
    'Nord Geam SRL',
    t('Bălți', 'Бельцы'),
    t('str. Decebal 128, Bălți', 'ул. Дечебал 128, Бельцы'),
    '231',
    '7 40 55',
    47.7435,
    27.9412,
  ),
];
