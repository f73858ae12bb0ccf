import type { TextBlock } from '@vitrina/contract';
import type { Translated } from '../schema';
import { t } from './text';

// The demo blog: three tabs, ten articles written for the company's customers in both languages.

export type Blocks = Record<'ro' | 'ru', TextBlock[]>;

export const p = (text: string): TextBlock => ({ type: 'paragraph', text });
export const h = (text: string): TextBlock => ({ type: 'heading', text });
export const list = (...items: string[]): TextBlock => ({ type: 'list', items });

export type TabKey = 'tips' | 'news' | 'technology';

export const articleTabs: { key: TabKey; title: Translated }[] = [
  { key: 'tips', title: t('Sfaturi', 'Советы') },
  { key: 'news', title: t('Noutăți', 'Новости') },
  { key: 'technology', title: t('Tehnologii', 'Технологии') },
];

export interface SeedArticle {
  tab: TabKey;
  published: string;
  /** File name under /static/editorial/articles/. */
  image: string;
  title: Translated;
  excerpt: Translated;
  body: Blocks;
}

export const articles: SeedArticle[] = [
  {
    tab: 'tips',
    published: '2026-10-14',
    image: 'choosing-windows',
    title: t('Cum alegi ferestrele PVC pentru casă', 'Как выбрать окна ПВХ для дома'),
    excerpt: t(
      'Profilul, numărul de camere, geamul termopan și feroneria: ce contează cu adevărat când comanzi ferestre noi.',
      'Профиль, количество камер, стеклопакет и фурнитура: что действительно важно при заказе новых окон.',
    ),
    body: {
      ro: [
        p(
          'O fereastră bună ține căldura iarna, nu lasă zgomotul străzii să intre și se deschide ușor ani la rând. Ca să alegeți corect, uitați-vă la patru lucruri: profilul, geamul termopan, feroneria și montajul.',
        ),
        h('Profilul: câte camere are nevoie casa dumneavoastră'),
        p(
          'Pentru un apartament la bloc în Chișinău, un profil cu 5 camere și adâncimea de 70 mm este alegerea cea mai echilibrată. Pentru o casă la sol, expusă vântului, recomandăm 6 camere și 82 mm: diferența se simte la facturile de încălzire.',
        ),
        h('Geamul termopan'),
        p(
          'Geamul cu două camere (trei foi de sticlă) și un strat cu emisivitate scăzută păstrează până la 94% din căldură. Pe fațadele însorite merită sticla cu protecție solară, care oprește până la 85% din radiație.',
        ),
        list(
          'feroneria cu micro-ventilare, ca să aerisiți fără să deschideți fereastra larg;',
          'garnituri din EPDM, care nu se întăresc la ger;',
          'un montaj făcut după standard, cu bandă de barieră de vapori.',
        ),
        p(
          'Specialistul nostru vine la măsurare gratuit și vă arată mostrele pe loc, ca să alegeți profilul și culoarea văzându-le.',
        ),
      ],
      ru: [
        p(
          'Хорошее окно удерживает тепло зимой, не пропускает уличный шум и годами легко открывается. Чтобы выбрать правильно, обратите внимание на четыре вещи: профиль, стеклопакет, фурнитуру и монтаж.',
        ),
        h('Профиль: сколько камер нужно вашему дому'),
        p(
          'Для квартиры в многоэтажке в Кишинёве пятикамерный профиль глубиной 70 мм — самый сбалансированный выбор. Для частного дома, открытого ветру, советуем шесть камер и 82 мм: разница заметна в счетах за отопление.',
        ),
        h('Стеклопакет'),
        p(
          'Двухкамерный стеклопакет (три стекла) с низкоэмиссионным покрытием сохраняет до 94% тепла. На солнечных фасадах стоит поставить солнцезащитное стекло, которое задерживает до 85% излучения.',
        ),
        list(
          'фурнитура с микропроветриванием, чтобы проветривать, не распахивая окно;',
          'уплотнители из EPDM, которые не дубеют на морозе;',
          'монтаж по стандарту, с пароизоляционной лентой.',
        ),
        p(
          'Наш специалист приезжает на замер бесплатно и показывает образцы на месте, чтобы вы выбирали профиль и цвет, видя их своими глазами.',
        ),
      ],
    },
  },
  {
    tab: 'tips',
    published: '2026-09-02',
    image: 'condensation',
    title: t(
      'Condensul pe ferestre: de unde apare și cum scăpați de el',
      'Конденсат на окнах: откуда он берётся и как от него избавиться',
    ),
    excerpt: t(
      'Geamurile aburite dimineața nu înseamnă neapărat o fereastră proastă. Explicăm cauzele și ce puteți face acasă.',
      'Запотевшие по утрам стёкла не всегда означают плохое окно. Объясняем причины и что можно сделать дома.',
    ),
    body: {
      ro: [
        p(
          'Condensul apare atunci când aerul cald și umed din cameră atinge o suprafață rece. Ferestrele noi sunt etanșe, așa că umezeala care înainte ieșea prin rosturile ramelor vechi rămâne acum în casă.',
        ),
        h('Cauzele cele mai frecvente'),
        list(
          'aerisire rară, mai ales în dormitor și bucătărie;',
          'pervazul lat, care oprește aerul cald de la calorifer să urce spre geam;',
          'un geam termopan cu o singură cameră într-o casă cu umiditate mare;',
          'rufe uscate în casă și multe plante la fereastră.',
        ),
        h('Ce ajută'),
        p(
          'Aerisiți de trei-patru ori pe zi câte cinci-zece minute, cu fereastra larg deschisă, sau folosiți modul de micro-ventilare. Păstrați umiditatea între 40 și 60%: un higrometru costă puțin și vă spune exact când e nevoie de aerisire.',
        ),
        p(
          'Dacă apa se adună între foile de sticlă, nu pe ele, geamul termopan și-a pierdut etanșeitatea: sunați-ne și îl înlocuim în garanție.',
        ),
      ],
      ru: [
        p(
          'Конденсат появляется, когда тёплый влажный воздух комнаты касается холодной поверхности. Новые окна герметичны, поэтому влага, которая раньше уходила через щели старых рам, теперь остаётся в доме.',
        ),
        h('Самые частые причины'),
        list(
          'редкое проветривание, особенно в спальне и на кухне;',
          'широкий подоконник, который не даёт тёплому воздуху от батареи подняться к стеклу;',
          'однокамерный стеклопакет в доме с высокой влажностью;',
          'бельё, которое сушат в комнате, и много растений на окне.',
        ),
        h('Что помогает'),
        p(
          'Проветривайте три-четыре раза в день по пять-десять минут, широко открыв окно, или пользуйтесь режимом микропроветривания. Держите влажность между 40 и 60%: гигрометр стоит недорого и точно подскажет, когда пора проветрить.',
        ),
        p(
          'Если вода скапливается между стёклами, а не на них, стеклопакет потерял герметичность: позвоните нам, и мы заменим его по гарантии.',
        ),
      ],
    },
  },
  {
    tab: 'tips',
    published: '2026-01-20',
    image: 'winter-installation',
    title: t(
      'Montajul ferestrelor iarna: se poate și cum se face corect',
      'Монтаж окон зимой: можно ли и как сделать правильно',
    ),
    excerpt: t(
      'Iarna nu este un motiv să amânați schimbarea ferestrelor. Vă spunem ce condiții trebuie respectate la ger.',
      'Зима — не повод откладывать замену окон. Рассказываем, какие условия нужно соблюдать в мороз.',
    ),
    body: {
      ro: [
        p(
          'Montăm ferestre tot anul, inclusiv în ianuarie. O fereastră se schimbă în 30–40 de minute, așa că încăperea nu apucă să se răcească, iar echipa închide golul cu folie cât lucrează.',
        ),
        h('Ce contează la temperaturi negative'),
        list(
          'spuma de montaj de iarnă, care se întărește corect până la -10 °C;',
          'benzile de etanșare păstrate la cald până în momentul montajului;',
          'golul curățat de gheață și praf înainte de fixare.',
        ),
        p(
          'Iarna are și un avantaj: vedeți imediat cum ține căldura fereastra nouă, iar programările sunt mai ușor de găsit decât primăvara. Lucrăm zilnic, de la 8:30 la 19:30, fără zile libere.',
        ),
      ],
      ru: [
        p(
          'Мы устанавливаем окна круглый год, в том числе в январе. Одно окно меняется за 30–40 минут, поэтому комната не успевает остыть, а бригада на время работы закрывает проём плёнкой.',
        ),
        h('Что важно при минусовой температуре'),
        list(
          'зимняя монтажная пена, которая правильно твердеет до -10 °C;',
          'уплотнительные ленты, которые до монтажа хранятся в тепле;',
          'проём, очищенный ото льда и пыли перед креплением.',
        ),
        p(
          'У зимы есть и преимущество: вы сразу видите, как новое окно держит тепло, а свободное время для монтажа найти проще, чем весной. Мы работаем ежедневно с 8:30 до 19:30, без выходных.',
        ),
      ],
    },
  },
  {
    tab: 'tips',
    published: '2025-04-08',
    image: 'maintenance',
    title: t(
      'Întreținerea ferestrelor și ușilor: ghid de primăvară',
      'Уход за окнами и дверями: весенняя памятка',
    ),
    excerpt: t(
      'Zece minute de îngrijire o dată pe an și ferestrele vor funcționa ca noi încă mulți ani.',
      'Десять минут ухода раз в год — и окна будут работать как новые ещё много лет.',
    ),
    body: {
      ro: [
        p(
          'Ferestrele PVC nu cer multă atenție, dar câteva gesturi simple prelungesc viața garniturilor și a feroneriei.',
        ),
        list(
          'spălați profilul cu apă caldă și săpun, fără praf de curățat și fără solvenți;',
          'ungeți feroneria cu ulei de mașină, câte o picătură în fiecare punct de închidere;',
          'ștergeți garniturile și tratați-le cu silicon, ca să rămână elastice;',
          'curățați orificiile de drenaj din partea de jos a ramei.',
        ),
        p(
          'Dacă fereastra s-a lăsat și atinge rama la închidere, nu forțați mânerul: reglajul durează câteva minute și îl facem la domiciliu.',
        ),
      ],
      ru: [
        p(
          'Окна ПВХ не требуют много внимания, но несколько простых действий продлевают жизнь уплотнителей и фурнитуры.',
        ),
        list(
          'мойте профиль тёплой водой с мылом, без чистящих порошков и растворителей;',
          'смазывайте фурнитуру машинным маслом, по капле в каждую точку запирания;',
          'протирайте уплотнители и обрабатывайте их силиконом, чтобы они оставались эластичными;',
          'прочищайте дренажные отверстия в нижней части рамы.',
        ),
        p(
          'Если створка просела и задевает раму при закрывании, не давите на ручку: регулировка занимает несколько минут, и мы делаем её на дому.',
        ),
      ],
    },
  },
  {
    tab: 'news',
    published: '2026-11-03',
    image: 'new-line',
    title: t(
      'Am pus în funcțiune o nouă linie pentru profile de aluminiu',
      'Мы запустили новую линию для алюминиевого профиля',
    ),
    excerpt: t(
      'Noua linie de debitare și asamblare scurtează termenul de execuție pentru ușile și fațadele din aluminiu.',
      'Новая линия резки и сборки сокращает сроки изготовления алюминиевых дверей и фасадов.',
    ),
    body: {
      ro: [
        p(
          'În octombrie am instalat în fabrica din Chișinău o linie nouă de debitare și asamblare a profilelor de aluminiu. Tăierea se face cu control numeric, la o zecime de milimetru, iar colțurile se presează automat.',
        ),
        p(
          'Pentru clienți, asta înseamnă termene mai scurte: ușile de intrare și vitrinele din aluminiu sunt gata acum în 2–3 săptămâni, nu în 5. Calitatea îmbinărilor este verificată pe fiecare produs înainte de ambalare.',
        ),
        p('Vă invităm să vedeți noile uși din aluminiu în showroom-ul nostru, zilnic între 8:30 și 19:30.'),
      ],
      ru: [
        p(
          'В октябре на фабрике в Кишинёве мы установили новую линию резки и сборки алюминиевого профиля. Резка идёт с числовым управлением с точностью до десятой доли миллиметра, а углы опрессовываются автоматически.',
        ),
        p(
          'Для клиентов это означает более короткие сроки: входные двери и алюминиевые витрины теперь готовы за 2–3 недели, а не за 5. Качество соединений проверяется на каждом изделии перед упаковкой.',
        ),
        p('Приглашаем посмотреть новые алюминиевые двери в нашем шоуруме ежедневно с 8:30 до 19:30.'),
      ],
    },
  },
  {
    tab: 'news',
    published: '2026-05-12',
    image: 'awnings-season',
    title: t(
      'Sezonul copertinelor: modele noi pentru terase și balcoane',
      'Сезон маркиз: новые модели для террас и балконов',
    ),
    excerpt: t(
      'Copertine cu casetă completă, acționare electrică și senzor de vânt, în 40 de culori de țesătură.',
      'Маркизы с полной кассетой, электроприводом и датчиком ветра в 40 цветах ткани.',
    ),
    body: {
      ro: [
        p(
          'Anul acesta am adăugat în ofertă copertinele cu casetă completă: când sunt strânse, țesătura și mecanismul stau închise într-o carcasă de aluminiu, ferite de praf și de ploaie.',
        ),
        list(
          'lățimi de la 2 la 7 metri și ieșire de până la 3,5 metri;',
          'motor cu telecomandă și senzor de vânt care strânge copertina singur;',
          'țesătură acrilică vopsită în masă, care nu se decolorează la soare.',
        ),
        p(
          'Copertina reduce temperatura pe terasă cu până la 10 grade și protejează mobilierul de soare. Măsurarea este gratuită în Chișinău și în împrejurimi.',
        ),
      ],
      ru: [
        p(
          'В этом году мы добавили в предложение маркизы с полной кассетой: в сложенном виде ткань и механизм закрыты алюминиевым коробом и защищены от пыли и дождя.',
        ),
        list(
          'ширина от 2 до 7 метров и вылет до 3,5 метра;',
          'мотор с пультом и датчик ветра, который сам сворачивает маркизу;',
          'акриловая ткань, окрашенная в массе, которая не выгорает на солнце.',
        ),
        p(
          'Маркиза снижает температуру на террасе до 10 градусов и защищает мебель от солнца. Замер бесплатный в Кишинёве и пригородах.',
        ),
      ],
    },
  },
  {
    tab: 'news',
    published: '2025-09-18',
    image: 'showroom-balti',
    title: t('Am deschis un showroom nou în Bălți', 'Мы открыли новый шоурум в Бельцах'),
    excerpt: t(
      'Ferestre, uși, rulouri și copertine pot fi văzute acum și în nordul țării.',
      'Окна, двери, рольставни и маркизы теперь можно посмотреть и на севере страны.',
    ),
    body: {
      ro: [
        p(
          'Clienții din nordul Moldovei nu mai trebuie să vină la Chișinău ca să vadă produsele: showroom-ul din Bălți are mostre de ferestre, uși de intrare, rulouri exterioare și copertine.',
        ),
        p(
          'Aici puteți alege culoarea profilului, compara feroneria și comanda măsurarea. Echipa locală de montaj lucrează în Bălți, Fălești, Sîngerei, Drochia și Soroca.',
        ),
        p('Showroom-ul este deschis zilnic, de la 8:30 la 19:30, fără zile libere.'),
      ],
      ru: [
        p(
          'Клиентам с севера Молдовы больше не нужно ехать в Кишинёв, чтобы увидеть изделия: в шоуруме в Бельцах есть образцы окон, входных дверей, рольставней и маркиз.',
        ),
        p(
          'Здесь можно выбрать цвет профиля, сравнить фурнитуру и заказать замер. Местная монтажная бригада работает в Бельцах, Фалештах, Сынджерей, Дрокии и Сороках.',
        ),
        p('Шоурум открыт ежедневно с 8:30 до 19:30, без выходных.'),
      ],
    },
  },
  {
    tab: 'technology',
    published: '2026-07-21',
    image: 'triple-glazing',
    title: t(
      'Geam triplu sau dublu: când merită geamul cu două camere',
      'Тройное или двойное остекление: когда стоит брать двухкамерный стеклопакет',
    ),
    excerpt: t(
      'Comparăm izolarea termică, greutatea și prețul, ca să știți ce geam termopan se potrivește fiecărei camere.',
      'Сравниваем теплоизоляцию, вес и цену, чтобы вы знали, какой стеклопакет подходит каждой комнате.',
    ),
    body: {
      ro: [
        p(
          'Un geam termopan cu o cameră are două foi de sticlă, unul cu două camere are trei. A treia foaie și al doilea strat de gaz inert reduc pierderile de căldură cu aproximativ o treime.',
        ),
        h('Unde recomandăm geamul triplu'),
        list(
          'dormitoarele și camerele orientate spre nord;',
          'casele la sol și ultimele etaje, expuse vântului;',
          'ferestrele de lângă o stradă aglomerată: geamul triplu izolează și fonic.',
        ),
        p(
          'Geamul triplu este cu circa 10 kg mai greu pe metru pătrat, de aceea îl montăm doar cu feronerie dimensionată pentru greutatea lui. Pentru balcoanele neîncălzite geamul dublu rămâne o alegere bună.',
        ),
      ],
      ru: [
        p(
          'В однокамерном стеклопакете два стекла, в двухкамерном — три. Третье стекло и второй слой инертного газа снижают теплопотери примерно на треть.',
        ),
        h('Где мы советуем тройное остекление'),
        list(
          'спальни и комнаты, выходящие на север;',
          'частные дома и верхние этажи, открытые ветру;',
          'окна у оживлённой улицы: тройной стеклопакет лучше защищает и от шума.',
        ),
        p(
          'Тройной стеклопакет примерно на 10 кг тяжелее на квадратный метр, поэтому мы ставим его только с фурнитурой, рассчитанной на такой вес. Для неотапливаемых балконов двойное остекление остаётся хорошим выбором.',
        ),
      ],
    },
  },
  {
    tab: 'technology',
    published: '2026-03-10',
    image: 'roller-shutters',
    title: t('Rulourile exterioare: protecție, căldură și liniște', 'Рольставни: защита, тепло и тишина'),
    excerpt: t(
      'Cum funcționează rulourile din aluminiu cu spumă poliuretanică și ce automatizări puteți alege.',
      'Как устроены алюминиевые рольставни с пенополиуретаном и какую автоматику можно выбрать.',
    ),
    body: {
      ro: [
        p(
          'Lamelele rulourilor noastre sunt din aluminiu umplut cu spumă poliuretanică. Vara ele opresc soarele înainte să ajungă la geam, iar iarna creează un strat de aer care reduce pierderile de căldură.',
        ),
        list(
          'acționare manuală cu bandă sau manivelă;',
          'motor cu întrerupător sau telecomandă;',
          'programare după oră și închidere de la telefon.',
        ),
        p(
          'Rulourile protejează și împotriva pătrunderii prin efracție: lamelele blocate nu pot fi ridicate din exterior. Le montăm atât pe ferestre noi, cât și pe cele existente.',
        ),
      ],
      ru: [
        p(
          'Ламели наших рольставней сделаны из алюминия, заполненного пенополиуретаном. Летом они останавливают солнце ещё до стекла, а зимой создают воздушную прослойку, которая уменьшает теплопотери.',
        ),
        list(
          'ручное управление лентой или воротком;',
          'мотор с выключателем или пультом;',
          'программирование по времени и закрывание с телефона.',
        ),
        p(
          'Рольставни защищают и от взлома: заблокированные ламели нельзя поднять снаружи. Мы устанавливаем их как на новые, так и на уже существующие окна.',
        ),
      ],
    },
  },
  {
    tab: 'technology',
    published: '2025-11-25',
    image: 'low-e-glass',
    title: t(
      'Sticla cu emisivitate scăzută: cum păstrează 94% din căldură',
      'Низкоэмиссионное стекло: как оно сохраняет 94% тепла',
    ),
    excerpt: t(
      'Un strat de oxid metalic, mai subțire decât un fir de păr, întoarce căldura înapoi în cameră.',
      'Слой оксида металла тоньше волоса возвращает тепло обратно в комнату.',
    ),
    body: {
      ro: [
        p(
          'Sticla low-E are pe una dintre fețe un strat de oxizi metalici invizibil cu ochiul liber. Lumina trece prin el, dar radiația termică a caloriferelor este reflectată înapoi în cameră.',
        ),
        p(
          'Împreună cu argonul dintre foile de sticlă, stratul low-E ajută fereastra să păstreze până la 94% din căldură. Varianta cu protecție solară blochează, în plus, până la 85% din radiația soarelui, așa că vara camerele se încălzesc mult mai puțin.',
        ),
        p('Toate ferestrele noastre standard au deja un strat low-E, fără cost suplimentar.'),
      ],
      ru: [
        p(
          'У стекла low-E на одной из сторон есть невидимый глазу слой оксидов металлов. Свет проходит сквозь него, а тепловое излучение батарей отражается обратно в комнату.',
        ),
        p(
          'Вместе с аргоном между стёклами слой low-E помогает окну сохранять до 94% тепла. Солнцезащитный вариант вдобавок задерживает до 85% солнечного излучения, поэтому летом комнаты нагреваются гораздо меньше.',
        ),
        p('Все наши стандартные окна уже имеют слой low-E без доплаты.'),
      ],
    },
  },
];
