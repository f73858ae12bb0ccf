import type { Translated } from '../schema';
import { type Blocks, list, p } from './editorial-articles';
import { t } from './text';

// Demo promotions, vacancies and the works portfolio of the company (Moldovan manufacturer since 2011).

export interface SeedPromo {
  image: string;
  title: Translated;
  description: Translated;
  discountLabel: Translated;
  validUntil: string | null;
  body: Blocks;
}

export const promos: SeedPromo[] = [
  {
    image: 'triple-glazing-discount',
    title: t('-15% la ferestrele cu geam triplu', 'Скидка 15% на окна с тройным стеклопакетом'),
    description: t(
      'Reducere la toate ferestrele PVC cu geam termopan cu două camere, comandate până la sfârșitul lui ianuarie.',
      'Скидка на все окна ПВХ с двухкамерным стеклопакетом, заказанные до конца января.',
    ),
    discountLabel: t('-15%', '-15%'),
    validUntil: '2027-01-31',
    body: {
      ro: [
        p(
          'Iarna se vede cel mai bine cât contează o fereastră caldă. Până la 31 ianuarie, ferestrele PVC cu geam termopan cu două camere și sticlă low-E sunt cu 15% mai ieftine.',
        ),
        list(
          'reducerea se aplică ferestrelor și ușilor de balcon din profil cu 5 sau 6 camere;',
          'măsurarea este gratuită, iar prețul final îl primiți pe loc;',
          'oferta nu se cumulează cu alte promoții.',
        ),
      ],
      ru: [
        p(
          'Зимой лучше всего видно, как важно тёплое окно. До 31 января окна ПВХ с двухкамерным стеклопакетом и стеклом low-E дешевле на 15%.',
        ),
        list(
          'скидка действует на окна и балконные двери из пяти- и шестикамерного профиля;',
          'замер бесплатный, окончательную цену вы узнаёте на месте;',
          'предложение не суммируется с другими акциями.',
        ),
      ],
    },
  },
  {
    image: 'free-shutter-installation',
    title: t('Montaj gratuit pentru rulourile exterioare', 'Бесплатный монтаж рольставней'),
    description: t(
      'Comandați rulouri exterioare cu motor și montajul îl facem noi, fără plată.',
      'Закажите рольставни с мотором, а монтаж мы выполним бесплатно.',
    ),
    discountLabel: t('Montaj 0 lei', 'Монтаж 0 лей'),
    validUntil: '2027-02-28',
    body: {
      ro: [
        p(
          'Pentru orice comandă de rulouri exterioare cu acționare electrică, montajul este gratuit în Chișinău, Bălți și în raza de 30 km în jurul lor.',
        ),
        p('Echipa noastră montează rulourile într-o singură zi și vă arată cum se programează telecomanda.'),
      ],
      ru: [
        p(
          'При любом заказе рольставней с электроприводом монтаж бесплатный в Кишинёве, Бельцах и в радиусе 30 км вокруг них.',
        ),
        p('Наша бригада устанавливает рольставни за один день и показывает, как программировать пульт.'),
      ],
    },
  },
  {
    image: 'insect-screen-gift',
    title: t('Plasă anti-insecte cadou la fiecare fereastră', 'Москитная сетка в подарок к каждому окну'),
    description: t(
      'La fiecare fereastră comandată primiți o plasă anti-insecte pe ramă, făcută pe măsură.',
      'К каждому заказанному окну вы получаете рамочную москитную сетку по размеру.',
    ),
    discountLabel: t('Cadou', 'Подарок'),
    validUntil: null,
    body: {
      ro: [
        p(
          'Plasa anti-insecte pe ramă de aluminiu se face pe măsura ferestrei și se montează odată cu ea. O puteți scoate ușor pentru iarnă și o puneți la loc primăvara.',
        ),
        p('Oferta este valabilă pentru ferestrele cu deschidere, până la o nouă anunțare.'),
      ],
      ru: [
        p(
          'Москитная сетка на алюминиевой раме делается по размеру окна и устанавливается вместе с ним. Её легко снять на зиму и вернуть на место весной.',
        ),
        p('Предложение действует для открывающихся окон до отдельного уведомления.'),
      ],
    },
  },
];

export interface SeedVacancy {
  title: Translated;
  city: Translated;
  schedule: Translated;
  salary: Translated;
  description: Translated;
  duties: Record<'ro' | 'ru', string[]>;
  requirements: Record<'ro' | 'ru', string[]>;
}

export const vacancies: SeedVacancy[] = [
  {
    title: t('Montator ferestre și uși PVC', 'Монтажник окон и дверей ПВХ'),
    city: t('Chișinău', 'Кишинёв'),
    schedule: t('Luni–sâmbătă, 8:30–17:30', 'Понедельник–суббота, 8:30–17:30'),
    salary: t('de la 18 000 lei', 'от 18 000 лей'),
    description: t(
      'Căutăm montatori pentru echipele care lucrează în Chișinău și împrejurimi. Oferim transport de serviciu, scule și instruire.',
      'Ищем монтажников в бригады, работающие в Кишинёве и пригородах. Предоставляем служебный транспорт, инструмент и обучение.',
    ),
    duties: {
      ro: [
        'demontarea ferestrelor vechi și pregătirea golului;',
        'montajul ferestrelor, ușilor și pervazurilor după standard;',
        'finisarea glafurilor și curățenia după lucru.',
      ],
      ru: [
        'демонтаж старых окон и подготовка проёма;',
        'монтаж окон, дверей и подоконников по стандарту;',
        'отделка откосов и уборка после работы.',
      ],
    },
    requirements: {
      ro: [
        'experiență în construcții de cel puțin un an;',
        'atenție la detalii și punctualitate;',
        'permis categoria B — un avantaj.',
      ],
      ru: [
        'опыт в строительстве от одного года;',
        'внимательность и пунктуальность;',
        'права категории B — преимущество.',
      ],
    },
  },
  {
    title: t('Măsurător', 'Замерщик'),
    city: t('Bălți', 'Бельцы'),
    schedule: t('Flexibil, 5 zile pe săptămână', 'Гибкий, 5 дней в неделю'),
    salary: t('de la 15 000 lei + bonusuri', 'от 15 000 лей + бонусы'),
    description: t(
      'Măsurătorul este primul om al companiei pe care îl întâlnește clientul: face măsurătorile, explică opțiunile și pregătește oferta.',
      'Замерщик — первый сотрудник компании, которого встречает клиент: он делает замеры, объясняет варианты и готовит предложение.',
    ),
    duties: {
      ro: [
        'vizite la clienți în Bălți și în raioanele din nord;',
        'măsurarea golurilor și fotografierea lor;',
        'consultarea clientului și întocmirea ofertei în aplicație.',
      ],
      ru: [
        'выезды к клиентам в Бельцах и северных районах;',
        'замер и фотографирование проёмов;',
        'консультация клиента и составление предложения в приложении.',
      ],
    },
    requirements: {
      ro: [
        'permis de conducere categoria B;',
        'cunoașterea limbilor română și rusă;',
        'experiență în montaj sau vânzări — un avantaj.',
      ],
      ru: [
        'водительские права категории B;',
        'знание румынского и русского языков;',
        'опыт в монтаже или продажах — преимущество.',
      ],
    },
  },
  {
    title: t('Manager vânzări', 'Менеджер по продажам'),
    city: t('Chișinău', 'Кишинёв'),
    schedule: t(
      'În ture, 8:30–19:30, două zile libere pe săptămână',
      'Посменно, 8:30–19:30, два выходных в неделю',
    ),
    salary: t('12 000 lei + comision', '12 000 лей + комиссия'),
    description: t(
      'Lucrați în showroom-ul din Chișinău cu clienții care vin să aleagă ferestre, uși, rulouri și copertine.',
      'Работа в шоуруме в Кишинёве с клиентами, которые приходят выбирать окна, двери, рольставни и маркизы.',
    ),
    duties: {
      ro: [
        'consultarea clienților în showroom și la telefon;',
        'calcularea comenzilor și urmărirea lor până la montaj;',
        'lucrul cu cererile venite de pe site.',
      ],
      ru: [
        'консультирование клиентов в шоуруме и по телефону;',
        'расчёт заказов и сопровождение их до монтажа;',
        'работа с заявками с сайта.',
      ],
    },
    requirements: {
      ro: ['experiență în vânzări;', 'cunoașterea limbilor română și rusă;', 'lucru sigur la calculator.'],
      ru: ['опыт в продажах;', 'знание румынского и русского языков;', 'уверенная работа за компьютером.'],
    },
  },
];

export interface SeedWork {
  image: string;
  title: Translated;
  description: Translated;
  city: Translated;
  product: Translated;
  year: number;
}

export const works: SeedWork[] = [
  {
    image: 'house-ialoveni',
    title: t('Casă particulară cu ferestre panoramice', 'Частный дом с панорамными окнами'),
    description: t(
      'Paisprezece ferestre PVC cu geam triplu și o ușă glisantă spre terasă, în culoarea antracit.',
      'Четырнадцать окон ПВХ с тройным стеклопакетом и раздвижная дверь на террасу цвета антрацит.',
    ),
    city: t('Ialoveni', 'Яловены'),
    product: t('Ferestre PVC', 'Окна ПВХ'),
    year: 2026,
  },
  {
    image: 'cafe-chisinau',
    title: t('Terasa unei cafenele din centru', 'Терраса кафе в центре города'),
    description: t(
      'Două copertine cu casetă, de 6 metri fiecare, cu motor și senzor de vânt.',
      'Две кассетные маркизы по 6 метров с мотором и датчиком ветра.',
    ),
    city: t('Chișinău', 'Кишинёв'),
    product: t('Copertine', 'Маркизы'),
    year: 2026,
  },
  {
    image: 'office-balti',
    title: t('Clădire de birouri', 'Офисное здание'),
    description: t(
      'Fațadă vitrată din aluminiu și uși de intrare automate pentru un centru de afaceri.',
      'Алюминиевый витражный фасад и автоматические входные двери для бизнес-центра.',
    ),
    city: t('Bălți', 'Бельцы'),
    product: t('Fațade din aluminiu', 'Алюминиевые фасады'),
    year: 2025,
  },
  {
    image: 'apartment-orhei',
    title: t('Apartament cu balcon închis', 'Квартира с застеклённым балконом'),
    description: t(
      'Balcon închis cu ferestre culisante și rulouri exterioare cu telecomandă.',
      'Балкон, застеклённый раздвижными окнами, и рольставни с пультом.',
    ),
    city: t('Orhei', 'Оргеев'),
    product: t('Balcoane', 'Балконы'),
    year: 2025,
  },
  {
    image: 'gate-cahul',
    title: t('Poartă secțională pentru garaj', 'Секционные гаражные ворота'),
    description: t(
      'Poartă secțională de 3 metri cu motor și ușă de acces integrată.',
      'Секционные ворота шириной 3 метра с мотором и встроенной калиткой.',
    ),
    city: t('Cahul', 'Кагул'),
    product: t('Porți', 'Ворота'),
    year: 2025,
  },
  {
    image: 'school-ungheni',
    title: t('Școală renovată', 'Отремонтированная школа'),
    description: t(
      'Peste 120 de ferestre PVC înlocuite în timpul vacanței de vară, fără a opri lucrările de renovare.',
      'Более 120 окон ПВХ заменены за летние каникулы, не останавливая ремонт.',
    ),
    city: t('Ungheni', 'Унгены'),
    product: t('Ferestre PVC', 'Окна ПВХ'),
    year: 2024,
  },
  {
    image: 'house-soroca',
    title: t('Casă cu rulouri pe toate ferestrele', 'Дом с рольставнями на всех окнах'),
    description: t(
      'Rulouri din aluminiu cu acționare electrică, comandate de la telefon, pentru o casă cu două niveluri.',
      'Алюминиевые рольставни с электроприводом и управлением с телефона для двухэтажного дома.',
    ),
    city: t('Soroca', 'Сороки'),
    product: t('Rulouri exterioare', 'Рольставни'),
    year: 2024,
  },
  {
    image: 'shop-comrat',
    title: t('Vitrină pentru un magazin', 'Витрина для магазина'),
    description: t(
      'Vitrină din aluminiu cu sticlă securizată și ușă de intrare cu închidere automată.',
      'Алюминиевая витрина с закалённым стеклом и входной дверью с доводчиком.',
    ),
    city: t('Comrat', 'Комрат'),
    product: t('Uși din aluminiu', 'Алюминиевые двери'),
    year: 2023,
  },
  {
    image: 'cottage-straseni',
    title: t('Casă de vacanță cu copertină și jaluzele', 'Дачный дом с маркизой и жалюзи'),
    description: t(
      'Copertină pentru terasă, jaluzele verticale în living și plase anti-insecte pe toate ferestrele.',
      'Маркиза для террасы, вертикальные жалюзи в гостиной и москитные сетки на всех окнах.',
    ),
    city: t('Strășeni', 'Страшены'),
    product: t('Copertine și jaluzele', 'Маркизы и жалюзи'),
    year: 2023,
  },
];

export const workSteps: { title: Translated; description: Translated }[] = [
  {
    title: t('Măsurare', 'Замер'),
    description: t(
      'Specialistul vine la ora convenită, măsoară golurile și vă arată mostrele. Măsurarea este gratuită.',
      'Специалист приезжает в удобное время, замеряет проёмы и показывает образцы. Замер бесплатный.',
    ),
  },
  {
    title: t('Proiectare', 'Проектирование'),
    description: t(
      'Alegem împreună profilul, geamul, culoarea și feroneria și vă trimitem oferta cu prețul final.',
      'Вместе выбираем профиль, стеклопакет, цвет и фурнитуру и отправляем вам предложение с окончательной ценой.',
    ),
  },
  {
    title: t('Producție', 'Производство'),
    description: t(
      'Fabricăm comanda în fabrica noastră din Chișinău, în 2–5 săptămâni, cu controlul calității la fiecare produs.',
      'Изготавливаем заказ на нашей фабрике в Кишинёве за 2–5 недель с контролем качества каждого изделия.',
    ),
  },
  {
    title: t('Livrare', 'Доставка'),
    description: t(
      'Aducem produsele ambalate, cu transportul nostru, în ziua stabilită cu dumneavoastră.',
      'Привозим упакованные изделия нашим транспортом в согласованный с вами день.',
    ),
  },
  {
    title: t('Montaj', 'Монтаж'),
    description: t(
      'Echipa montează după standard, finisează glafurile și lasă curat după lucru.',
      'Бригада устанавливает по стандарту, отделывает откосы и убирает за собой.',
    ),
  },
  {
    title: t('Service', 'Сервис'),
    description: t(
      'Oferim garanție și reglaj gratuit în primul an; suntem la telefon zilnic, 8:30–19:30.',
      'Даём гарантию и бесплатную регулировку в первый год; мы на связи ежедневно с 8:30 до 19:30.',
    ),
  },
];

export const worksContent = {
  title: t('Lucrările noastre', 'Наши работы'),
  text: t(
    'Din 2011 am montat ferestre, uși, porți, rulouri și copertine în case, apartamente, școli și birouri din toată Moldova. Iată câteva dintre proiectele de care suntem mândri.',
    'С 2011 года мы установили окна, двери, ворота, рольставни и маркизы в домах, квартирах, школах и офисах по всей Молдове. Вот некоторые проекты, которыми мы гордимся.',
  ),
};
