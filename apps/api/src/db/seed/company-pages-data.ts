import { localizedSlugs } from '@vitrina/locale';
import type { Translated } from '../schema';
import { same, t } from './text';

export interface SeedSwatch {
  group: Translated;
  name: Translated;
  code: string;
  hex: string;
  grainHex?: string;
}

export interface SeedContentPage {
  kind: 'footer' | 'dynamic' | 'colors' | 'about';
  slug: Translated;
  title: Translated;
  description: Translated;
  intro: Translated;
  /** Bodies as plain text, stored as blocks: blank lines separate paragraphs, '- ' lines are list items. */
  sections: { title: Translated; body: Translated }[];
  swatches?: SeedSwatch[];
}

const section = (roTitle: string, ruTitle: string, ro: string, ru: string) => ({
  title: t(roTitle, ruTitle),
  body: t(ro, ru),
});

/** The about page's own texts (the figures, equipment, partners, ... come from their tables). */
export const aboutPage: SeedContentPage = {
  kind: 'about',
  slug: { ...localizedSlugs.about },
  title: t('Despre noi', 'О нас'),
  description: t(
    'Din 2011 producem și montăm ferestre, uși, porți și sisteme de umbrire certificate în UE.',
    'С 2011 года производим и устанавливаем окна, двери, ворота и системы затенения, сертифицированные в ЕС.',
  ),
  intro: t(
    'Suntem o companie din Moldova care produce ferestre, uși, porți și copertine din 2011. Tot ce vindem facem la fabrica noastră din Chișinău și montăm cu echipele noastre.',
    'Мы — молдавская компания, которая с 2011 года производит окна, двери, ворота и маркизы. Всё, что продаём, делаем на собственном заводе в Кишинёве и устанавливаем своими бригадами.',
  ),
  sections: [
    section(
      'Cum am început',
      'С чего мы начинали',
      'În 2011 am pornit cu o linie de sudură și o echipă de patru oameni. Astăzi avem o fabrică cu linii automate, showroom-uri în Chișinău și Bălți, oficii în Cahul, Orhei și Ungheni și dealeri în toată țara.',
      'В 2011 году мы начинали с одной сварочной линии и бригады из четырёх человек. Сегодня у нас завод с автоматическими линиями, шоурумы в Кишинёве и Бельцах, офисы в Кагуле, Оргееве и Унгенах и дилеры по всей стране.',
    ),
    section(
      'Calitate certificată în UE',
      'Качество, сертифицированное в ЕС',
      'Lucrăm cu profile Rehau, Salamander, Aluplast și Veka, feronerie Roto și Siegenia și sticlă Guardian. Produsele noastre au certificate europene de conformitate.\n\nGeamul termopan cu trei foi și argon păstrează până la 94% din căldură, iar sticla cu control solar blochează 85% din radiația soarelui.',
      'Мы работаем с профилями Rehau, Salamander, Aluplast и Veka, фурнитурой Roto и Siegenia и стеклом Guardian. Наша продукция имеет европейские сертификаты соответствия.\n\nТрёхкамерный стеклопакет с аргоном сохраняет до 94% тепла, а солнцезащитное стекло задерживает 85% солнечного излучения.',
    ),
    section(
      'Ce ne deosebește',
      'Чем мы отличаемся',
      '- Producție proprie, fără intermediari\n- Măsurare gratuită și ofertă scrisă\n- Echipe de montaj proprii, nu subcontractori\n- Garanție de până la 10 ani\n- Lucrăm zilnic, 8:30–19:30, fără zile libere',
      '- Собственное производство, без посредников\n- Бесплатный замер и письменное предложение\n- Свои монтажные бригады, а не субподрядчики\n- Гарантия до 10 лет\n- Работаем ежедневно, 8:30–19:30, без выходных',
    ),
  ],
};

/** Pages of the footer's 'Servicii' column (slugs as in pages-data.ts). */
export const footerPages: SeedContentPage[] = [
  {
    kind: 'footer',
    slug: t('masurare-gratuita', 'besplatnyj-zamer'),
    title: t('Măsurare gratuită', 'Бесплатный замер'),
    description: t(
      'Inginerul nostru vine gratuit, măsoară golurile și vă lasă o ofertă scrisă.',
      'Наш инженер бесплатно приедет, снимет размеры и оставит письменное предложение.',
    ),
    intro: t(
      'O fereastră bună începe cu o măsurătoare corectă. De aceea măsurarea o face un inginer al nostru, nu clientul, și este gratuită.',
      'Хорошее окно начинается с точного замера. Поэтому замер делает наш инженер, а не клиент, и он бесплатный.',
    ),
    sections: [
      section(
        'Cum decurge',
        'Как это происходит',
        '- Lăsați o cerere la telefon sau pe site\n- Stabilim ziua și ora, inclusiv sâmbăta și duminica\n- Inginerul măsoară golurile și verifică pereții și pervazurile\n- Primiți o ofertă scrisă cu prețul final',
        '- Оставьте заявку по телефону или на сайте\n- Согласуем день и время, в том числе в субботу и воскресенье\n- Инженер снимет размеры проёмов и проверит стены и откосы\n- Вы получите письменное предложение с окончательной ценой',
      ),
      section(
        'Unde măsurăm gratuit',
        'Где замер бесплатный',
        'În Chișinău, Bălți, Cahul, Orhei, Ungheni și în localitățile din jurul lor pe o rază de 30 km. În celelalte localități măsurarea o fac dealerii noștri.',
        'В Кишинёве, Бельцах, Кагуле, Оргееве, Унгенах и в населённых пунктах в радиусе 30 км. В остальных населённых пунктах замер выполняют наши дилеры.',
      ),
    ],
  },
  {
    kind: 'footer',
    slug: t('montaj', 'montazh'),
    title: t('Montaj profesional', 'Профессиональный монтаж'),
    description: t(
      'Montaj după standardele europene, cu echipe proprii și garanție de 3 ani.',
      'Монтаж по европейским стандартам, своими бригадами, с гарантией 3 года.',
    ),
    intro: t(
      'Chiar și cea mai bună fereastră pierde căldură dacă e montată greșit. Montăm după standardul RAL, cu bandă de etanșare pe trei straturi.',
      'Даже лучшее окно теряет тепло, если установлено неправильно. Мы монтируем по стандарту RAL, с трёхслойной герметизацией шва.',
    ),
    sections: [
      section(
        'Ce include montajul',
        'Что входит в монтаж',
        '- Demontarea ferestrelor vechi și evacuarea lor\n- Fixarea ramei cu ancore, nu doar cu spumă\n- Banda de etanșare interioară și exterioară\n- Glaful și pervazul exterior\n- Reglarea feroneriei și curățenia după lucru',
        '- Демонтаж старых окон и их вывоз\n- Крепление рамы анкерами, а не только пеной\n- Внутренняя и наружная герметизирующая лента\n- Подоконник и отлив\n- Регулировка фурнитуры и уборка после работы',
      ),
      section(
        'Cât durează',
        'Сколько времени занимает',
        'Un apartament cu trei camere se face de obicei într-o zi. Schimbăm ferestrele una câte una, astfel încât casa nu rămâne deschisă.',
        'Трёхкомнатную квартиру обычно делаем за один день. Окна меняем по одному, так что дом не остаётся открытым.',
      ),
    ],
  },
  {
    kind: 'footer',
    slug: t('service-reparatii', 'servis-i-remont'),
    title: t('Service și reparații', 'Сервис и ремонт'),
    description: t(
      'Reglarea, repararea și întreținerea ferestrelor și ușilor, inclusiv ale altor producători.',
      'Регулировка, ремонт и обслуживание окон и дверей, в том числе других производителей.',
    ),
    intro: t(
      'Fereastra trage, se închide greu sau s-a aburit geamul? Venim, reglăm și reparăm — și ferestrele montate de alte firme.',
      'Окно дует, туго закрывается или запотел стеклопакет? Приедем, отрегулируем и отремонтируем — и окна, установленные другими фирмами.',
    ),
    sections: [
      section(
        'Ce reparăm',
        'Что ремонтируем',
        '- Reglarea feroneriei pentru iarnă și vară\n- Înlocuirea garniturilor și a mânerelor\n- Înlocuirea geamului termopan spart sau aburit\n- Repararea ușilor de balcon și a ușilor de intrare\n- Repararea rulourilor și a plaselor anti-insecte',
        '- Регулировка фурнитуры на зимний и летний режим\n- Замена уплотнителей и ручек\n- Замена разбитого или запотевшего стеклопакета\n- Ремонт балконных и входных дверей\n- Ремонт рольставней и москитных сеток',
      ),
      section(
        'Garanție',
        'Гарантия',
        'În perioada de garanție service-ul pentru produsele noastre este gratuit. După garanție plătiți doar piesele și deplasarea.',
        'В гарантийный период обслуживание наших изделий бесплатное. После гарантии вы платите только за детали и выезд.',
      ),
    ],
  },
];

/** Pages at /{dynamic_page_slug} of the menu (menu-data.ts): one slug for both languages, as the menu has. */
export const dynamicPages: SeedContentPage[] = [
  {
    kind: 'dynamic',
    slug: same('ferestre-panoramice'),
    title: t('Ferestre panoramice', 'Панорамные окна'),
    description: t(
      'Ferestre panoramice din PVC și aluminiu, de la podea la tavan, cu montaj inclus.',
      'Панорамные окна из ПВХ и алюминия, от пола до потолка, с монтажом.',
    ),
    intro: t(
      'O fereastră panoramică aduce lumina și priveliștea în casă. O facem pe dimensiunile golului, până la 6 metri lățime.',
      'Панорамное окно впускает в дом свет и вид. Делаем его по размерам проёма, шириной до 6 метров.',
    ),
    sections: [
      section(
        'Pentru ce se potrivesc',
        'Где подходят',
        'Sufragerii, case cu vedere spre grădină, birouri și spații comerciale. Pentru ieșirea pe terasă combinăm fereastra panoramică cu un portal HST sau PSK.',
        'Гостиные, дома с видом на сад, офисы и торговые помещения. Для выхода на террасу сочетаем панорамное окно с порталом HST или PSK.',
      ),
      section(
        'Ce recomandăm',
        'Что мы советуем',
        '- Profil de 82 mm sau aluminiu cu barieră termică\n- Geam termopan cu trei foi și control solar\n- Sticlă securizată în partea de jos\n- Rulouri sau jaluzele de fațadă pentru vară',
        '- Профиль 82 мм или алюминий с терморазрывом\n- Трёхкамерный стеклопакет с солнцезащитой\n- Закалённое стекло в нижней части\n- Рольставни или фасадные жалюзи на лето',
      ),
    ],
  },
  {
    kind: 'dynamic',
    slug: same('usi-de-balcon'),
    title: t('Uși de balcon', 'Балконные двери'),
    description: t(
      'Uși de balcon din PVC cu prag jos, feronerie oscilobatantă și geam termopan.',
      'Балконные двери ПВХ с низким порогом, поворотно-откидной фурнитурой и стеклопакетом.',
    ),
    intro: t(
      'Ușa de balcon se deschide de zeci de ori pe zi, așa că punem feronerie întărită și balamale reglabile.',
      'Балконную дверь открывают десятки раз в день, поэтому мы ставим усиленную фурнитуру и регулируемые петли.',
    ),
    sections: [
      section(
        'Variante',
        'Варианты',
        '- Ușă simplă cu deschidere oscilobatantă\n- Bloc balcon: ușă și fereastră într-o singură ramă\n- Ușă glisantă pentru balcoanele înguste\n- Prag jos de aluminiu, fără risc de împiedicare',
        '- Одностворчатая поворотно-откидная дверь\n- Балконный блок: дверь и окно в одной раме\n- Раздвижная дверь для узких балконов\n- Низкий алюминиевый порог, о который не споткнёшься',
      ),
    ],
  },
  {
    kind: 'dynamic',
    slug: same('inchidere-balcoane'),
    title: t('Închiderea balcoanelor și teraselor', 'Остекление балконов и террас'),
    description: t(
      'Închidem balcoane și terase cu PVC, aluminiu sau sticlă fără ramă, cu izolare și finisare.',
      'Остекляем балконы и террасы ПВХ, алюминием или безрамным стеклом, с утеплением и отделкой.',
    ),
    intro: t(
      'Un balcon închis e o cameră în plus: birou, loc de joacă sau grădină de iarnă. Alegem împreună sistemul potrivit pentru clădirea dumneavoastră.',
      'Застеклённый балкон — это ещё одна комната: кабинет, игровая или зимний сад. Вместе подберём систему для вашего дома.',
    ),
    sections: [
      section(
        'Rece sau cald',
        'Холодное или тёплое',
        'Închiderea rece cu aluminiu glisant protejează de ploaie și praf și e cea mai ușoară. Închiderea caldă cu profil PVC și geam termopan face din balcon o cameră locuibilă tot anul.',
        'Холодное остекление раздвижным алюминием защищает от дождя и пыли и самое лёгкое. Тёплое остекление профилем ПВХ со стеклопакетом превращает балкон в жилую комнату на весь год.',
      ),
      section(
        'Lucrări la cheie',
        'Работы под ключ',
        '- Consolidarea parapetului\n- Extinderea balconului pe console\n- Izolarea pereților, a podelei și a tavanului\n- Finisarea cu lambriu sau tencuială',
        '- Укрепление парапета\n- Вынос балкона на консолях\n- Утепление стен, пола и потолка\n- Отделка вагонкой или штукатуркой',
      ),
    ],
  },
  {
    kind: 'dynamic',
    slug: same('gradini-de-iarna'),
    title: t('Grădini de iarnă', 'Зимние сады'),
    description: t(
      'Grădini de iarnă din aluminiu cu barieră termică și acoperiș din sticlă.',
      'Зимние сады из алюминия с терморазрывом и стеклянной крышей.',
    ),
    intro: t(
      'O grădină de iarnă prelungește casa spre curte: lumină toată ziua și verdeață chiar și în ianuarie.',
      'Зимний сад продолжает дом в сторону двора: свет весь день и зелень даже в январе.',
    ),
    sections: [
      section(
        'Construcție',
        'Конструкция',
        'Structura portantă e din aluminiu cu barieră termică, acoperișul din sticlă securizată cu control solar, iar pereții din uși glisante care se deschid vara complet.',
        'Несущий каркас — из алюминия с терморазрывом, крыша — из закалённого солнцезащитного стекла, а стены — из раздвижных дверей, которые летом открываются полностью.',
      ),
      section(
        'Confort tot anul',
        'Комфорт круглый год',
        'Pentru vară adăugăm copertine pe acoperiș și ventilație automată, pentru iarnă — încălzire prin pardoseală.',
        'Летом добавляем маркизы на крышу и автоматическое проветривание, зимой — тёплый пол.',
      ),
    ],
  },
  {
    kind: 'dynamic',
    slug: same('rulouri-casa-inteligenta'),
    title: t('Rulouri pentru casa inteligentă', 'Рольставни для умного дома'),
    description: t(
      'Rulouri exterioare cu motor, comandate din telefon, după program sau după senzori.',
      'Рольставни с электроприводом: управление с телефона, по расписанию или по датчикам.',
    ),
    intro: t(
      'Rulourile cu motor se ridică dimineața și coboară seara singure, iar vara se închid când soarele bate direct în fereastră.',
      'Рольставни с мотором сами поднимаются утром и опускаются вечером, а летом закрываются, когда солнце светит прямо в окно.',
    ),
    sections: [
      section(
        'Cum le comandați',
        'Как ими управлять',
        '- Din aplicația de pe telefon, de oriunde\n- Cu telecomanda sau cu întrerupătorul de perete\n- După program: la răsărit și la apus\n- După senzorii de soare și vânt',
        '- Из приложения на телефоне, откуда угодно\n- Пультом или настенным выключателем\n- По расписанию: на рассвете и на закате\n- По датчикам солнца и ветра',
      ),
      section(
        'Compatibilitate',
        'Совместимость',
        'Motoarele pe care le montăm funcționează cu Google Home, Amazon Alexa și Apple Home prin puntea radio.',
        'Моторы, которые мы устанавливаем, работают с Google Home, Amazon Alexa и Apple Home через радиошлюз.',
      ),
    ],
  },
];

const plain = t('Culori clasice', 'Классические цвета');
const wood = t('Laminări imitație lemn', 'Ламинация под дерево');
const modern = t('Culori moderne', 'Современные цвета');

/** The colours page at /culori-profile (ru /ru/tsveta-profilya). */
export const colorPages: SeedContentPage[] = [
  {
    kind: 'colors',
    slug: t('culori-profile', 'tsveta-profilya'),
    title: t('Culori și laminări pentru profile', 'Цвета и ламинация профилей'),
    description: t(
      'Paleta de culori și imitații de lemn pentru ferestre și uși din PVC și aluminiu.',
      'Палитра цветов и декоров под дерево для окон и дверей из ПВХ и алюминия.',
    ),
    intro: t(
      'Rama nu trebuie să fie albă. Laminăm profilele cu folie colorată pe o parte sau pe ambele, iar aluminiul îl vopsim în orice culoare RAL. Mostrele reale le puteți vedea în showroom.',
      'Рама не обязана быть белой. Мы ламинируем профили цветной плёнкой с одной или с двух сторон, а алюминий окрашиваем в любой цвет RAL. Настоящие образцы можно посмотреть в шоуруме.',
    ),
    sections: [
      section(
        'Cât costă culoarea',
        'Сколько стоит цвет',
        'Laminarea pe o parte adaugă aproximativ 15% la prețul ferestrei, pe ambele părți — 25%. Termenul de execuție crește cu o săptămână.',
        'Ламинация с одной стороны добавляет около 15% к цене окна, с двух сторон — 25%. Срок изготовления увеличивается на неделю.',
      ),
    ],
    swatches: [
      { group: plain, name: t('Alb', 'Белый'), code: 'RAL 9016', hex: '#f6f6f4' },
      { group: plain, name: t('Crem', 'Кремовый'), code: 'RAL 9001', hex: '#e9e0d2' },
      { group: plain, name: t('Gri deschis', 'Светло-серый'), code: 'RAL 7035', hex: '#cbd0cc' },
      { group: plain, name: t('Maro ciocolatiu', 'Шоколадно-коричневый'), code: 'RAL 8017', hex: '#45322e' },
      {
        group: wood,
        name: t('Stejar auriu', 'Золотой дуб'),
        code: '2178001',
        hex: '#b5773a',
        grainHex: '#8c5523',
      },
      { group: wood, name: t('Nuc', 'Орех'), code: '2178007', hex: '#6e4527', grainHex: '#4f2f19' },
      { group: wood, name: t('Mahon', 'Махагон'), code: '2097013', hex: '#6b2e22', grainHex: '#4b1d15' },
      {
        group: wood,
        name: t('Stejar mlăștinos', 'Мореный дуб'),
        code: '2052089',
        hex: '#4a3b30',
        grainHex: '#32271f',
      },
      { group: wood, name: t('Winchester', 'Винчестер'), code: '49240', hex: '#9c6a3f', grainHex: '#7a4e2b' },
      { group: modern, name: t('Antracit', 'Антрацит'), code: 'RAL 7016', hex: '#383e42' },
      { group: modern, name: t('Gri bazalt', 'Базальтово-серый'), code: 'RAL 7012', hex: '#4e5754' },
      { group: modern, name: t('Negru intens', 'Насыщенный чёрный'), code: 'RAL 9005', hex: '#0e0e10' },
      { group: modern, name: t('Verde închis', 'Тёмно-зелёный'), code: 'RAL 6005', hex: '#114232' },
      { group: modern, name: t('Albastru oțel', 'Стальной синий'), code: 'RAL 5011', hex: '#1a2b3c' },
    ],
  },
];
