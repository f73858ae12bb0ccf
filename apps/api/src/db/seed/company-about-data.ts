import type { Translated } from '../schema';
import { t } from './text';

interface Titled {
  title: Translated;
  description: Translated;
  image?: string;
}

// Brand names are the makers' own; the logos are plain wordmarks drawn for this site (static/company/).
export const partners: { title: string; image: string; href: string }[] = [
  { title: 'Rehau', image: '/static/company/partner-rehau.svg', href: 'https://www.rehau.com' },
  {
    title: 'Salamander',
    image: '/static/company/partner-salamander.svg',
    href: 'https://www.salamander-windows.com',
  },
  { title: 'Aluplast', image: '/static/company/partner-aluplast.svg', href: 'https://www.aluplast.net' },
  { title: 'Veka', image: '/static/company/partner-veka.svg', href: 'https://www.veka.com' },
  { title: 'Roto', image: '/static/company/partner-roto.svg', href: 'https://www.roto-frank.com' },
  { title: 'Siegenia', image: '/static/company/partner-siegenia.svg', href: 'https://www.siegenia.com' },
  {
    title: 'Guardian Glass',
    image: '/static/company/partner-guardian.svg',
    href: 'https://www.guardianglass.com',
  },
  { title: 'Schüco', image: '/static/company/partner-schuco.svg', href: 'https://www.schueco.com' },
];

export const achievements: (Titled & { number: Translated })[] = [
  {
    number: t('2011', '2011'),
    title: t('anul fondării', 'год основания'),
    description: t(
      'Am început cu o singură linie de producție și o echipă de montaj în Chișinău.',
      'Мы начинали с одной производственной линии и одной монтажной бригады в Кишинёве.',
    ),
    image: '/static/company/achievement-calendar.svg',
  },
  {
    number: t('15 000+', '15 000+'),
    title: t('ferestre montate', 'установленных окон'),
    description: t(
      'În apartamente, case, școli și birouri din toată Moldova.',
      'В квартирах, домах, школах и офисах по всей Молдове.',
    ),
    image: '/static/company/achievement-window.svg',
  },
  {
    number: t('3 500+', '3 500+'),
    title: t('uși și porți', 'дверей и ворот'),
    description: t(
      'Uși de intrare, uși de balcon, porți secționale și culisante.',
      'Входные и балконные двери, секционные и откатные ворота.',
    ),
    image: '/static/company/achievement-door.svg',
  },
  {
    number: t('UE', 'ЕС'),
    title: t('producție certificată', 'сертифицированное производство'),
    description: t(
      'Produsele au certificate de conformitate europene pentru izolare termică și fonică.',
      'Изделия имеют европейские сертификаты соответствия по тепло- и звукоизоляции.',
    ),
    image: '/static/company/achievement-certificate.svg',
  },
  {
    number: t('94%', '94%'),
    title: t('din căldură rămâne în casă', 'тепла остаётся в доме'),
    description: t(
      'Geamul termopan cu trei foi și argon păstrează până la 94% din căldură iarna.',
      'Трёхкамерный стеклопакет с аргоном сохраняет зимой до 94% тепла.',
    ),
    image: '/static/company/achievement-heat.svg',
  },
  {
    number: t('85%', '85%'),
    title: t('din radiația solară oprită', 'солнечного излучения задерживается'),
    description: t(
      'Sticla cu control solar blochează până la 85% din radiație, iar vara camera rămâne răcoroasă.',
      'Солнцезащитное стекло задерживает до 85% излучения, и летом в комнате прохладно.',
    ),
    image: '/static/company/achievement-sun.svg',
  },
];

export const equipment: Titled[] = [
  {
    title: t('Linie de sudură cu patru capete', 'Четырёхголовочная сварочная линия'),
    description: t(
      'Sudează toate cele patru colțuri ale ramei deodată, cu precizie de 0,2 mm, și curăță cordonul automat.',
      'Сваривает все четыре угла рамы одновременно с точностью 0,2 мм и автоматически зачищает шов.',
    ),
    image: '/static/company/equipment-welding.svg',
  },
  {
    title: t('Centru de debitare CNC', 'Отрезной центр с ЧПУ'),
    description: t(
      'Taie profilele PVC și aluminiu după programul din calculator, fără pierderi și fără erori de măsură.',
      'Режет ПВХ- и алюминиевые профили по программе, без отходов и ошибок в размерах.',
    ),
    image: '/static/company/equipment-cutting.svg',
  },
  {
    title: t('Linie de geam termopan', 'Линия стеклопакетов'),
    description: t(
      'Asamblează geamurile termopan cu umplere de argon și ramă distanțieră caldă.',
      'Собирает стеклопакеты с заполнением аргоном и «тёплой» дистанционной рамкой.',
    ),
    image: '/static/company/equipment-glass.svg',
  },
  {
    title: t('Atelier de aluminiu', 'Алюминиевый цех'),
    description: t(
      'Prelucrarea profilelor de aluminiu pentru uși, fațade, portaluri glisante și grădini de iarnă.',
      'Обработка алюминиевых профилей для дверей, фасадов, раздвижных порталов и зимних садов.',
    ),
    image: '/static/company/equipment-aluminium.svg',
  },
];

export const faqs: { question: Translated; answer: Translated }[] = [
  {
    question: t('Cât costă măsurarea?', 'Сколько стоит замер?'),
    answer: t(
      'Măsurarea este gratuită în Chișinău și în orașele unde avem oficii. Inginerul vine la ora convenită, măsoară golurile și vă lasă o ofertă scrisă.',
      'Замер бесплатный в Кишинёве и в городах, где у нас есть офисы. Инженер приезжает в удобное время, снимает размеры проёмов и оставляет письменное предложение.',
    ),
  },
  {
    question: t('În cât timp sunt gata ferestrele?', 'Через сколько готовы окна?'),
    answer: t(
      'De obicei în 2–5 săptămâni de la semnarea contractului, în funcție de profil, culoare și sezon.',
      'Обычно через 2–5 недель после подписания договора, в зависимости от профиля, цвета и сезона.',
    ),
  },
  {
    question: t('Ce garanție oferiți?', 'Какая гарантия?'),
    answer: t(
      'Garanție de 10 ani pentru profile și geam termopan, 5 ani pentru feronerie și 3 ani pentru montaj.',
      '10 лет на профиль и стеклопакет, 5 лет на фурнитуру и 3 года на монтаж.',
    ),
  },
  {
    question: t('Se poate monta iarna?', 'Можно ли устанавливать окна зимой?'),
    answer: t(
      'Da. Folosim spumă de montaj pentru iarnă și schimbăm fereastra una câte una, astfel încât camera nu se răcește.',
      'Да. Мы используем зимнюю монтажную пену и меняем окна по одному, так что комната не успевает остыть.',
    ),
  },
  {
    question: t('Livrați în afara Chișinăului?', 'Доставляете ли за пределы Кишинёва?'),
    answer: t(
      'Livrăm și montăm în toată Moldova. Livrarea este gratuită pentru comenzile de peste 1000 €.',
      'Доставляем и устанавливаем по всей Молдове. Доставка бесплатна для заказов от 1000 €.',
    ),
  },
  {
    question: t('Pot plăti în rate?', 'Можно ли оплатить в рассрочку?'),
    answer: t(
      'Da, prin băncile partenere, fără dobândă pe 6 luni la majoritatea produselor.',
      'Да, через банки-партнёры, без процентов на 6 месяцев для большинства изделий.',
    ),
  },
  {
    question: t('Ce profil să aleg pentru apartament?', 'Какой профиль выбрать для квартиры?'),
    answer: t(
      'Pentru majoritatea apartamentelor un profil de 70 mm cu cinci camere și geam cu două foi este suficient. Pentru case și fațade însorite recomandăm 82 mm și geam cu trei foi.',
      'Для большинства квартир достаточно пятикамерного профиля 70 мм с двухкамерным стеклопакетом. Для домов и солнечных фасадов советуем 82 мм и трёхкамерный стеклопакет.',
    ),
  },
  {
    question: t('Scoateți și ferestrele vechi?', 'Демонтируете ли старые окна?'),
    answer: t(
      'Da, demontarea, evacuarea ferestrelor vechi și finisarea glafurilor sunt incluse în oferta de montaj.',
      'Да, демонтаж, вывоз старых окон и отделка откосов входят в предложение по монтажу.',
    ),
  },
  {
    question: t('Cum îngrijesc ferestrele PVC?', 'Как ухаживать за окнами ПВХ?'),
    answer: t(
      'Spălați profilul cu apă și săpun, fără abrazive. O dată pe an ungeți feroneria și garniturile: kitul de întreținere îl găsiți la accesorii.',
      'Мойте профиль водой с мылом, без абразивов. Раз в год смазывайте фурнитуру и уплотнители: набор для ухода есть в разделе комплектующих.',
    ),
  },
];

export const reviews: {
  author: Translated;
  city: Translated;
  halves: number;
  text: Translated;
  date: string;
}[] = [
  {
    author: t('Elena Rusu', 'Елена Русу'),
    city: t('Chișinău', 'Кишинёв'),
    halves: 10,
    text: t(
      'Am schimbat toate ferestrele din apartament într-o singură zi. Echipa a lucrat curat, iar iarna e cald fără să pornim caloriferele la maximum.',
      'Заменили все окна в квартире за один день. Бригада работала аккуратно, а зимой тепло без того, чтобы включать батареи на максимум.',
    ),
    date: '2025-11-14',
  },
  {
    author: t('Andrei Ciobanu', 'Андрей Чобану'),
    city: t('Bălți', 'Бельцы'),
    halves: 9,
    text: t(
      'Am luat o poartă secționată cu automatizare. Măsurarea a fost gratuită, montajul a durat o zi. Recomand.',
      'Взяли секционные ворота с автоматикой. Замер бесплатный, монтаж занял один день. Рекомендую.',
    ),
    date: '2025-09-02',
  },
  {
    author: t('Natalia Popescu', 'Наталья Попеску'),
    city: t('Orhei', 'Оргеев'),
    halves: 10,
    text: t(
      'Consultanții ne-au ajutat să alegem culoarea stejar auriu pentru casă. Arată exact ca în showroom.',
      'Консультанты помогли подобрать цвет «золотой дуб» для дома. Выглядит точно как в шоуруме.',
    ),
    date: '2025-06-21',
  },
  {
    author: t('Victor Lungu', 'Виктор Лунгу'),
    city: t('Cahul', 'Кагул'),
    halves: 8,
    text: t(
      'Bune ferestre și preț corect. Livrarea a întârziat două zile, dar ne-au anunțat din timp.',
      'Хорошие окна и честная цена. Доставка задержалась на два дня, но нас предупредили заранее.',
    ),
    date: '2025-04-08',
  },
  {
    author: t('Irina Moraru', 'Ирина Мораре'),
    city: t('Ungheni', 'Унгены'),
    halves: 9,
    text: t(
      'Am închis balconul cu profil cald și l-am transformat în birou. Zgomotul de pe stradă aproape nu se aude.',
      'Застеклили балкон тёплым профилем и сделали там кабинет. Уличного шума почти не слышно.',
    ),
    date: '2025-02-17',
  },
  {
    author: t('Sergiu Țurcanu', 'Сергей Цуркану'),
    city: t('Chișinău', 'Кишинёв'),
    halves: 10,
    text: t(
      'A doua comandă la ei: după ferestre am pus și rulouri exterioare cu telecomandă. Totul funcționează perfect de un an.',
      'Второй заказ у них: после окон поставили рольставни с пультом. Всё работает без нареканий уже год.',
    ),
    date: '2024-12-03',
  },
  {
    author: t('Maria Cebotari', 'Мария Чеботарь'),
    city: t('Comrat', 'Комрат'),
    halves: 7,
    text: t(
      'Dealerul local a fost foarte amabil, ferestrele sunt bune. Aș fi vrut un termen de livrare mai scurt.',
      'Местный дилер был очень вежлив, окна хорошие. Хотелось бы срок изготовления покороче.',
    ),
    date: '2024-10-19',
  },
];

export const howToOrderSteps: Titled[] = [
  {
    title: t('Cerere', 'Заявка'),
    description: t(
      'Sunați-ne, scrieți-ne sau calculați prețul online: vă răspundem în aceeași zi.',
      'Позвоните, напишите или рассчитайте цену онлайн: мы ответим в тот же день.',
    ),
    image: '/static/company/step-request.svg',
  },
  {
    title: t('Măsurare gratuită', 'Бесплатный замер'),
    description: t(
      'Inginerul vine la ora convenită, măsoară golurile și vă ajută să alegeți profilul.',
      'Инженер приезжает в удобное время, снимает размеры и помогает выбрать профиль.',
    ),
    image: '/static/company/step-measure.svg',
  },
  {
    title: t('Contract și avans', 'Договор и предоплата'),
    description: t(
      'Semnăm contractul cu prețul final și termenul de execuție, fără costuri ascunse.',
      'Подписываем договор с окончательной ценой и сроком изготовления, без скрытых платежей.',
    ),
    image: '/static/company/step-contract.svg',
  },
  {
    title: t('Producție', 'Производство'),
    description: t(
      'Ferestrele se fac la fabrica noastră din Chișinău în 2–5 săptămâni.',
      'Окна изготавливаются на нашем заводе в Кишинёве за 2–5 недель.',
    ),
    image: '/static/company/step-production.svg',
  },
  {
    title: t('Livrare și montaj', 'Доставка и монтаж'),
    description: t(
      'Echipa noastră livrează, montează și strânge după sine. Plătiți restul după montaj.',
      'Наша бригада доставляет, устанавливает и убирает за собой. Остаток оплачивается после монтажа.',
    ),
    image: '/static/company/step-install.svg',
  },
];

// Half-width tiles on a phone, like the hero's facts (banners-data.ts): no label word over some 15 letters.
export const aboutFacts: { value: Translated; label: Translated }[] = [
  { value: t('din 2011', 'с 2011'), label: t('producem și montăm', 'производим и устанавливаем') },
  { value: t('UE', 'ЕС'), label: t('certificate de calitate', 'сертификаты качества') },
  { value: t('până la 94%', 'до 94%'), label: t('din căldură rămâne în casă', 'тепла остаётся в доме') },
  { value: t('85%', '85%'), label: t('din radiația solară blocată', 'солнечного излучения задерживается') },
  { value: t('15 000+', '15 000+'), label: t('ferestre montate', 'установленных окон') },
  { value: t('8:30–19:30', '8:30–19:30'), label: t('fără zile libere', 'без выходных') },
];
