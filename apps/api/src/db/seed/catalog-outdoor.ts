import { group, mm, names as n, type SeedFamily, spec, warranty } from './catalog-model';
import { t } from './text';

// Balconies and terraces, gates, awnings: the outdoor families, each with its calculator (docs/product.md §2: menu ids
// 7, 8 and 9).

const balconyAccessories = ['glaf-pvc-300', 'pervaz-exterior-zincat-200', 'plasa-glisanta-balcon'];

export const balconies: SeedFamily = {
  slug: 'balcoane-si-terase',
  image: 'balcony',
  description: t(
    'Închidem balcoane și loggii cu PVC sau aluminiu, le extindem și le izolăm; pentru terase — sticlă fără ramă, pergole și verande.',
    'Остекляем балконы и лоджии ПВХ или алюминием, выносим и утепляем их; для террас — безрамное остекление, перголы и веранды.',
  ),
  note: t(
    'Prețul este pe metru pătrat de vitraj; proiectul, măsurarea și devizul sunt gratuite.',
    'Цена указана за квадратный метр остекления; проект, замер и смета — бесплатно.',
  ),
  children: [
    group(
      'balcoane-pvc',
      'balcony',
      [
        'Balconul închis cu PVC devine o cameră în plus, caldă și iarna.',
        'Балкон, остеклённый ПВХ, становится ещё одной комнатой — тёплой и зимой.',
      ],
      { unit: 'm2', accessories: balconyAccessories, specs: [warranty(10)] },
      [
        [
          'balcon-pvc-aluplast-4000',
          'Închidere balcon PVC Aluplast Ideal 4000',
          'Остекление балкона ПВХ Aluplast Ideal 4000',
          92,
          [spec(n.profile, 'Aluplast Ideal 4000'), spec(n.glazing, 'dublu, 32 mm', 'двухкамерный, 32 мм')],
        ],
        [
          'balcon-pvc-rehau-70',
          'Închidere balcon PVC Rehau Euro-Design 70',
          'Остекление балкона ПВХ Rehau Euro-Design 70',
          99,
          [spec(n.profile, 'Rehau Euro-Design 70'), spec(n.glazing, 'dublu, 32 mm', 'двухкамерный, 32 мм')],
        ],
        [
          'balcon-pvc-salamander-cald',
          'Balcon cald Salamander bluEvolution 82',
          'Тёплый балкон Salamander bluEvolution 82',
          128,
          [
            spec(n.profile, 'Salamander bluEvolution 82'),
            spec(n.glazing, 'triplu, 44 mm', 'трёхкамерный, 44 мм'),
          ],
        ],
      ],
    ),
    group(
      'balcoane-aluminiu',
      'balcony',
      [
        'Aluminiul rece e ușor și nu încarcă placa balconului — soluția pentru blocurile vechi.',
        'Холодный алюминий лёгкий и не нагружает плиту балкона — решение для старых домов.',
      ],
      { unit: 'm2', accessories: balconyAccessories, specs: [warranty(5)] },
      [
        [
          'balcon-aluminiu-provedal',
          'Închidere balcon Provedal C640',
          'Остекление балкона Provedal C640',
          79,
          [spec(n.opening, 'glisant', 'раздвижное')],
        ],
        [
          'balcon-aluminiu-alutech',
          'Închidere balcon Alutech ALT C48',
          'Остекление балкона Alutech ALT C48',
          88,
          [spec(n.opening, 'batant', 'распашное')],
        ],
        [
          'balcon-aluminiu-termic',
          'Balcon din aluminiu cu punte termică',
          'Балкон из алюминия с терморазрывом',
          155,
          [spec(n.profile, 'Aluprof MB-70'), spec(n.glazing, 'dublu, 32 mm', 'двухкамерный, 32 мм')],
        ],
      ],
    ),
    group(
      'balcoane-panoramice',
      'balcony',
      [
        'Vitraj de la podea la tavan: mai multă lumină și o priveliște pe care nu o mai ascunde parapetul.',
        'Остекление от пола до потолка: больше света и вид, который больше не закрывает парапет.',
      ],
      { unit: 'm2', accessories: balconyAccessories, specs: [warranty(10)] },
      [
        [
          'balcon-panoramic-pvc',
          'Balcon panoramic PVC',
          'Панорамный балкон ПВХ',
          118,
          [
            spec(n.profile, 'Rehau Synego'),
            spec(n.glazing, 'triplu, securizat jos', 'трёхкамерный, внизу закалённое'),
          ],
        ],
        [
          'balcon-panoramic-aluminiu',
          'Balcon panoramic din aluminiu',
          'Панорамный балкон из алюминия',
          142,
          [spec(n.profile, 'Aluprof MB-70')],
        ],
        [
          'balcon-panoramic-glisant',
          'Balcon panoramic glisant',
          'Панорамный раздвижной балкон',
          109,
          [spec(n.opening, 'glisant', 'раздвижное')],
        ],
      ],
    ),
    group(
      'extinderea-balconului',
      'balcony',
      [
        'Extinderea pe console metalice adaugă 25–30 cm de fiecare parte și un pervaz lat.',
        'Вынос на металлических консолях добавляет 25–30 см с каждой стороны и широкий подоконник.',
      ],
      { unit: 'm2', specs: [warranty(5)] },
      [
        ['extindere-balcon-parapet', 'Extindere pe parapet', 'Вынос по парапету', 45, [mm(n.width, '250')]],
        [
          'extindere-balcon-placa',
          'Extinderea plăcii balconului',
          'Вынос по плите балкона',
          75,
          [mm(n.width, '300')],
        ],
        [
          'extindere-balcon-acoperis',
          'Extindere cu acoperiș nou',
          'Вынос с новой крышей',
          95,
          [spec(n.material, 'tablă cutată și policarbonat', 'профнастил и поликарбонат')],
        ],
      ],
    ),
    group(
      'izolarea-balconului',
      'balcony',
      [
        'Izolăm podeaua, pereții și tavanul balconului, ca să-l folosiți ca birou sau grădină de iarnă.',
        'Утепляем пол, стены и потолок балкона, чтобы его можно было использовать как кабинет или зимний сад.',
      ],
      { unit: 'm2', specs: [warranty(3)] },
      [
        [
          'izolare-balcon-penoplex',
          'Izolare cu polistiren extrudat',
          'Утепление экструдированным пенополистиролом',
          28,
          [mm(n.thickness, '50')],
        ],
        [
          'izolare-balcon-vata',
          'Izolare cu vată minerală',
          'Утепление минеральной ватой',
          32,
          [mm(n.thickness, '100')],
        ],
        [
          'izolare-balcon-completa',
          'Izolare completă la cheie',
          'Утепление под ключ',
          59,
          [spec(n.mount, 'izolare, lambriu și pardoseală', 'утепление, вагонка и пол')],
        ],
      ],
    ),
    group(
      'sticla-fara-rama',
      'pergola',
      [
        'Panourile de sticlă fără ramă glisează și se strâng la perete, lăsând terasa complet deschisă vara.',
        'Безрамные стеклянные панели сдвигаются и складываются к стене, полностью открывая террасу летом.',
      ],
      { unit: 'm2', specs: [mm(n.thickness, '10'), warranty(5)] },
      [
        [
          'sticla-fara-rama-lumon',
          'Sistem fără ramă Lumon',
          'Безрамная система Lumon',
          189,
          [spec(n.profile, 'Lumon 5')],
        ],
        [
          'sticla-fara-rama-slidors',
          'Sistem fără ramă Slidors',
          'Безрамная система Slidors',
          149,
          [spec(n.profile, 'Slidors')],
        ],
        [
          'sticla-fara-rama-glisanta',
          'Sticlă glisantă pe șină dublă',
          'Раздвижное стекло на двойной направляющей',
          129,
          [spec(n.opening, 'glisant, 2 șine', 'раздвижное, 2 направляющие')],
        ],
      ],
    ),
    group(
      'pergole-bioclimatice',
      'pergola',
      [
        'Lamelele orientabile ale pergolei bioclimatice reglează soarele și aerul, iar închise țin ploaia departe.',
        'Поворотные ламели биоклиматической перголы регулируют солнце и воздух, а закрытые защищают от дождя.',
      ],
      {
        unit: 'piece',
        from: true,
        specs: [
          spec(n.material, 'aluminiu vopsit în câmp electrostatic', 'алюминий с порошковой окраской'),
          warranty(5),
        ],
      },
      [
        [
          'pergola-bioclimatica-3x3',
          'Pergolă bioclimatică 3 × 3 m',
          'Биоклиматическая пергола 3 × 3 м',
          4900,
          [spec(n.drive, 'motor Somfy cu telecomandă', 'мотор Somfy с пультом')],
        ],
        [
          'pergola-bioclimatica-4x3',
          'Pergolă bioclimatică 4 × 3 m',
          'Биоклиматическая пергола 4 × 3 м',
          5900,
          [spec(n.drive, 'motor Somfy cu telecomandă', 'мотор Somfy с пультом')],
        ],
        [
          'pergola-bioclimatica-6x4',
          'Pergolă bioclimatică 6 × 4 m cu LED',
          'Биоклиматическая пергола 6 × 4 м с LED',
          8900,
          [spec(n.drive, 'motor Somfy și senzor de ploaie', 'мотор Somfy и датчик дождя')],
        ],
      ],
    ),
    group(
      'verande',
      'pergola',
      [
        'Verandele din aluminiu cu acoperiș de sticlă sau policarbonat extind casa spre grădină.',
        'Алюминиевые веранды со стеклянной или поликарбонатной крышей продолжают дом в сад.',
      ],
      { unit: 'm2', specs: [warranty(5)] },
      [
        [
          'veranda-policarbonat',
          'Verandă cu acoperiș din policarbonat',
          'Веранда с поликарбонатной крышей',
          159,
          [spec(n.material, 'policarbonat celular 16 mm', 'сотовый поликарбонат 16 мм')],
        ],
        [
          'veranda-sticla',
          'Verandă cu acoperiș de sticlă',
          'Веранда со стеклянной крышей',
          239,
          [spec(n.material, 'sticlă laminată 8,8 mm', 'ламинированное стекло 8,8 мм')],
        ],
        [
          'veranda-calda',
          'Verandă caldă cu ferestre PVC',
          'Тёплая веранда с окнами ПВХ',
          279,
          [spec(n.profile, 'Rehau Synego')],
        ],
      ],
    ),
  ],
};

const gateAccessories = ['automatizare-nice-spin', 'telecomanda-nice-era', 'bariera-fotocelule'];

export const gates: SeedFamily = {
  slug: 'porti',
  image: 'gate-sectional',
  description: t(
    'Porți de garaj secționale și rulou, porți culisante și batante, bariere și automatizări — cu montaj și service în toată Moldova.',
    'Секционные и рулонные гаражные ворота, откатные и распашные ворота, шлагбаумы и автоматика — с монтажом и сервисом по всей Молдове.',
  ),
  note: t(
    'Prețul este pentru dimensiunea indicată; pentru golul dumneavoastră îl aflați în calculatorul de porți.',
    'Цена указана для приведённого размера; стоимость для вашего проёма покажет калькулятор ворот.',
  ),
  children: [
    group(
      'porti-sectionale',
      'gate-sectional',
      [
        'Poarta secțională urcă sub tavan și lasă liber tot spațiul din fața garajului.',
        'Секционные ворота поднимаются под потолок и освобождают всё пространство перед гаражом.',
      ],
      {
        unit: 'piece',
        from: true,
        accessories: gateAccessories,
        specs: [mm(n.thickness, '40'), warranty(5)],
      },
      [
        [
          'poarta-sectionala-doorhan-2500',
          'Poartă secțională DoorHan 2500 × 2125',
          'Секционные ворота DoorHan 2500 × 2125',
          1150,
          [spec(n.drive, 'manuală', 'ручное')],
        ],
        [
          'poarta-sectionala-alutech-3000',
          'Poartă secțională Alutech Trend 3000 × 2250',
          'Секционные ворота Alutech Trend 3000 × 2250',
          1490,
          [spec(n.drive, 'automată', 'автоматическое')],
        ],
        [
          'poarta-sectionala-hormann-lpu42',
          'Poartă secțională Hörmann LPU 42',
          'Секционные ворота Hörmann LPU 42',
          2290,
          [spec(n.drive, 'automată, SupraMatic', 'автоматическое, SupraMatic')],
        ],
      ],
    ),
    group(
      'porti-rulou',
      'shutter',
      [
        'Poarta rulou se strânge într-o casetă deasupra golului — bună pentru garaje cu tavan jos.',
        'Рулонные ворота сворачиваются в короб над проёмом — для гаражей с низким потолком.',
      ],
      { unit: 'piece', from: true, accessories: gateAccessories, specs: [warranty(3)] },
      [
        [
          'poarta-rulou-ar55',
          'Poartă rulou cu profil AR/55',
          'Рулонные ворота с профилем AR/55',
          890,
          [spec(n.lamella, 'AR/55, aluminiu cu spumă', 'AR/55, алюминий с пеной')],
        ],
        [
          'poarta-rulou-ar77',
          'Poartă rulou cu profil AR/77',
          'Рулонные ворота с профилем AR/77',
          1090,
          [spec(n.lamella, 'AR/77, aluminiu cu spumă', 'AR/77, алюминий с пеной')],
        ],
        [
          'poarta-rulou-extrudata',
          'Poartă rulou din profil extrudat',
          'Рулонные ворота из экструдированного профиля',
          1390,
          [spec(n.lamella, 'AEG/84, extrudat', 'AEG/84, экструдированный')],
        ],
      ],
    ),
    group(
      'porti-basculante',
      'gate-sectional',
      [
        'Poarta basculantă se ridică dintr-o bucată — simplă, robustă și accesibilă.',
        'Подъёмно-поворотные ворота поднимаются одним полотном — просто, прочно и недорого.',
      ],
      { unit: 'piece', from: true, accessories: gateAccessories, specs: [warranty(3)] },
      [
        [
          'poarta-basculanta-tabla',
          'Poartă basculantă din tablă',
          'Подъёмно-поворотные ворота из стали',
          650,
          [spec(n.size, '2500 × 2125 mm', '2500 × 2125 мм')],
        ],
        [
          'poarta-basculanta-sandwich',
          'Poartă basculantă cu panou sandwich',
          'Подъёмно-поворотные ворота с сэндвич-панелью',
          790,
          [spec(n.size, '2500 × 2125 mm', '2500 × 2125 мм')],
        ],
        [
          'poarta-basculanta-lemn',
          'Poartă basculantă cu placare din lemn',
          'Подъёмно-поворотные ворота с деревянной обшивкой',
          980,
          [spec(n.size, '2750 × 2250 mm', '2750 × 2250 мм')],
        ],
      ],
    ),
    group(
      'porti-culisante',
      'gate-sliding',
      [
        'Poarta culisantă alunecă de-a lungul gardului și nu are nevoie de loc pentru deschidere.',
        'Откатные ворота едут вдоль забора и не требуют места для открывания.',
      ],
      { unit: 'piece', from: true, accessories: gateAccessories, specs: [warranty(5)] },
      [
        [
          'poarta-culisanta-profil-4m',
          'Poartă culisantă din profil metalic, 4 m',
          'Откатные ворота из профиля, 4 м',
          1390,
          [spec(n.material, 'țeavă profilată și tablă cutată', 'профильная труба и профнастил')],
        ],
        [
          'poarta-culisanta-aluminiu-4m',
          'Poartă culisantă din aluminiu, 4 m',
          'Откатные алюминиевые ворота, 4 м',
          2190,
          [spec(n.material, 'lamele de aluminiu', 'алюминиевые ламели')],
        ],
        [
          'poarta-culisanta-aluminiu-5m',
          'Poartă culisantă din aluminiu, 5 m',
          'Откатные алюминиевые ворота, 5 м',
          2690,
          [spec(n.material, 'lamele de aluminiu', 'алюминиевые ламели')],
        ],
      ],
    ),
    group(
      'porti-batante',
      'gate-swing',
      [
        'Porțile batante cu două canaturi sunt alegerea clasică pentru curte.',
        'Распашные двустворчатые ворота — классический выбор для двора.',
      ],
      { unit: 'piece', from: true, accessories: gateAccessories, specs: [warranty(5)] },
      [
        [
          'poarta-batanta-tabla',
          'Poartă batantă din tablă cutată',
          'Распашные ворота из профнастила',
          690,
          [spec(n.size, '3500 × 1800 mm', '3500 × 1800 мм')],
        ],
        [
          'poarta-batanta-aluminiu',
          'Poartă batantă din aluminiu',
          'Распашные ворота из алюминия',
          1590,
          [spec(n.size, '3500 × 1800 mm', '3500 × 1800 мм')],
        ],
        [
          'poarta-batanta-forjata',
          'Poartă batantă cu elemente forjate',
          'Распашные ворота с элементами ковки',
          1890,
          [spec(n.size, '4000 × 2000 mm', '4000 × 2000 мм')],
        ],
      ],
    ),
    group(
      'portite',
      'gate-swing',
      [
        'Portițe asortate porții și gardului, cu încuietoare electromagnetică la cerere.',
        'Калитки в тон воротам и забору, по желанию — с электромагнитным замком.',
      ],
      { unit: 'piece', from: true, specs: [spec(n.size, '1000 × 1800 mm', '1000 × 1800 мм'), warranty(5)] },
      [
        [
          'portita-tabla',
          'Portiță din tablă cutată',
          'Калитка из профнастила',
          260,
          [spec(n.material, 'tablă cutată', 'профнастил')],
        ],
        [
          'portita-aluminiu',
          'Portiță din aluminiu',
          'Калитка из алюминия',
          490,
          [spec(n.material, 'lamele de aluminiu', 'алюминиевые ламели')],
        ],
        [
          'portita-electromagnet',
          'Portiță cu încuietoare electromagnetică',
          'Калитка с электромагнитным замком',
          690,
          [spec(n.lock, 'electromagnet 280 kg', 'электромагнит 280 кг')],
        ],
      ],
    ),
    group(
      'garduri',
      'fence',
      [
        'Garduri din lamele de aluminiu: nu ruginesc, nu se vopsesc și arată la fel și după zece ani.',
        'Заборы из алюминиевых ламелей не ржавеют, не требуют покраски и выглядят так же через десять лет.',
      ],
      { unit: 'piece', from: true, specs: [warranty(10)] },
      [
        [
          'gard-aluminiu-jaluzea',
          'Panou de gard aluminiu tip jaluzea, 2 × 1,8 m',
          'Секция забора из алюминия «жалюзи», 2 × 1,8 м',
          390,
          [spec(n.lamella, 'înclinată 45°', 'под углом 45°')],
        ],
        [
          'gard-aluminiu-orizontal',
          'Panou de gard aluminiu cu lamele orizontale, 2 × 1,8 m',
          'Секция забора с горизонтальными ламелями, 2 × 1,8 м',
          340,
          [spec(n.lamella, 'orizontală, 100 mm', 'горизонтальная, 100 мм')],
        ],
        [
          'gard-aluminiu-ranch',
          'Panou de gard aluminiu ranch, 2 × 1,2 m',
          'Секция забора «ранчо», 2 × 1,2 м',
          210,
          [spec(n.lamella, 'trei lamele late', 'три широкие ламели')],
        ],
      ],
    ),
    group(
      'porti-industriale',
      'gate-sectional',
      [
        'Porți pentru depozite, ateliere și hale, cu ușă de trecere și ferestre la cerere.',
        'Ворота для складов, мастерских и цехов, по желанию — с калиткой и окнами.',
      ],
      { unit: 'piece', from: true, accessories: gateAccessories, specs: [warranty(5)] },
      [
        [
          'poarta-industriala-sectionala',
          'Poartă industrială secțională 4 × 4 m',
          'Промышленные секционные ворота 4 × 4 м',
          3290,
          [mm(n.thickness, '40')],
        ],
        [
          'poarta-industriala-rapida',
          'Poartă rapidă din PVC',
          'Скоростные ПВХ-ворота',
          4590,
          [spec(n.drive, 'automată, 1,5 m/s', 'автоматическое, 1,5 м/с')],
        ],
        [
          'poarta-industriala-panoramica',
          'Poartă industrială panoramică',
          'Панорамные промышленные ворота',
          4190,
          [spec(n.material, 'aluminiu și policarbonat', 'алюминий и поликарбонат')],
        ],
      ],
    ),
    group(
      'bariere',
      'barrier',
      [
        'Bariere automate pentru parcări, curți de bloc și intrări în întreprinderi.',
        'Автоматические шлагбаумы для парковок, дворов и въездов на предприятия.',
      ],
      { unit: 'piece', from: true, specs: [warranty(2)] },
      [
        [
          'bariera-came-gard-4',
          'Barieră CAME GARD 4 m',
          'Шлагбаум CAME GARD 4 м',
          990,
          [spec(n.width, '4 m', '4 м')],
        ],
        [
          'bariera-nice-wide-m',
          'Barieră Nice WIDE M, 5 m',
          'Шлагбаум Nice WIDE M, 5 м',
          1190,
          [spec(n.width, '5 m', '5 м')],
        ],
        [
          'bariera-fotocelule',
          'Set fotocelule de siguranță',
          'Комплект фотоэлементов безопасности',
          59,
          [spec(n.compatible, 'porți și bariere Nice, CAME', 'ворота и шлагбаумы Nice, CAME')],
          undefined,
          'photocell',
        ],
      ],
    ),
    group(
      'automatizari-porti',
      'motor',
      [
        'Automatizări pentru porți de garaj, culisante și batante: deschideți din mașină, cu telecomanda.',
        'Автоматика для гаражных, откатных и распашных ворот: открывайте из машины пультом.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'automatizare-nice-spin',
          'Automatizare Nice SPIN pentru poartă de garaj',
          'Привод Nice SPIN для гаражных ворот',
          290,
          [spec(n.power, '800 N')],
        ],
        [
          'automatizare-came-bx',
          'Automatizare CAME BX pentru poartă culisantă',
          'Привод CAME BX для откатных ворот',
          390,
          [spec(n.compatible, 'porți până la 800 kg', 'ворота до 800 кг')],
        ],
        [
          'telecomanda-nice-era',
          'Telecomandă Nice ERA Flor, 4 canale',
          'Пульт Nice ERA Flor, 4 канала',
          25,
          [spec(n.compatible, 'automatizări Nice', 'автоматика Nice')],
          undefined,
          'remote',
        ],
      ],
    ),
  ],
};

const awningAccessories = ['motor-somfy-sunea', 'senzor-somfy-eolis', 'telecomanda-somfy-situo'];

export const awnings: SeedFamily = {
  slug: 'copertine',
  image: 'awning',
  description: t(
    'Copertine pentru terase, balcoane și ferestre, rulouri screen ZIP și pergole cu pânză, cu motoare și senzori Somfy.',
    'Маркизы для террас, балконов и окон, screen-шторы ZIP и тентовые перголы с моторами и датчиками Somfy.',
  ),
  note: t(
    'Pânzele acrilice Dickson și Sauleda nu se decolorează și resping apa. Prețul exact îl arată calculatorul de copertine.',
    'Акриловые ткани Dickson и Sauleda не выгорают и отталкивают воду. Точную цену покажет калькулятор маркиз.',
  ),
  children: [
    group(
      'copertine-brat-articulat',
      'awning',
      [
        'Copertina cu braț articulat face umbră pe terasă până la 3,5 m în față.',
        'Локтевая маркиза даёт тень на террасе с выносом до 3,5 м.',
      ],
      {
        unit: 'piece',
        from: true,
        accessories: awningAccessories,
        specs: [spec(n.fabric, 'acril Dickson', 'акрил Dickson'), warranty(5)],
      },
      [
        [
          'copertina-brat-3x2',
          'Copertină cu braț articulat 3 × 2 m',
          'Локтевая маркиза 3 × 2 м',
          480,
          [spec(n.drive, 'manivelă', 'ручной вороток')],
        ],
        [
          'copertina-brat-4x3',
          'Copertină cu braț articulat 4 × 3 m',
          'Локтевая маркиза 4 × 3 м',
          790,
          [spec(n.drive, 'motor Somfy', 'мотор Somfy')],
        ],
        [
          'copertina-brat-5x3',
          'Copertină cu braț articulat 5 × 3,5 m',
          'Локтевая маркиза 5 × 3,5 м',
          1090,
          [spec(n.drive, 'motor Somfy', 'мотор Somfy')],
        ],
      ],
    ),
    group(
      'copertine-caseta',
      'awning',
      [
        'În copertina tip casetă pânza și brațele stau închise, ferite de ploaie și praf.',
        'В кассетной маркизе ткань и локти спрятаны в короб — защищены от дождя и пыли.',
      ],
      {
        unit: 'piece',
        from: true,
        accessories: awningAccessories,
        specs: [spec(n.fabric, 'acril Sauleda', 'акрил Sauleda'), warranty(5)],
      },
      [
        [
          'copertina-caseta-4x3',
          'Copertină casetă 4 × 3 m',
          'Кассетная маркиза 4 × 3 м',
          1190,
          [spec(n.drive, 'motor Somfy', 'мотор Somfy')],
        ],
        [
          'copertina-caseta-5x3',
          'Copertină casetă 5 × 3 m',
          'Кассетная маркиза 5 × 3 м',
          1390,
          [spec(n.drive, 'motor Somfy', 'мотор Somfy')],
        ],
        [
          'copertina-caseta-6x35',
          'Copertină casetă 6 × 3,5 m cu LED',
          'Кассетная маркиза 6 × 3,5 м с LED',
          1890,
          [spec(n.drive, 'motor Somfy io', 'мотор Somfy io')],
        ],
      ],
    ),
    group(
      'copertine-verticale',
      'awning-vertical',
      [
        'Copertinele verticale închid lateral terasa sau foișorul de soare și vânt.',
        'Вертикальные маркизы закрывают террасу или беседку сбоку от солнца и ветра.',
      ],
      { unit: 'm2', accessories: awningAccessories, specs: [warranty(5)] },
      [
        [
          'copertina-verticala-ghidaje',
          'Copertină verticală cu ghidaje',
          'Вертикальная маркиза с направляющими',
          95,
          [spec(n.fabric, 'screen Serge Ferrari', 'screen Serge Ferrari')],
        ],
        [
          'copertina-verticala-cablu',
          'Copertină verticală pe cablu',
          'Вертикальная маркиза на тросах',
          79,
          [spec(n.fabric, 'acril', 'акрил')],
        ],
        [
          'copertina-verticala-cristal',
          'Copertină verticală transparentă',
          'Прозрачная вертикальная маркиза',
          110,
          [spec(n.fabric, 'PVC cristal', 'ПВХ кристалл')],
        ],
      ],
    ),
    group(
      'copertine-fereastra',
      'awning',
      [
        'Copertinele de fereastră țin soarele afară înainte să încălzească geamul.',
        'Оконные маркизы задерживают солнце ещё до того, как оно нагреет стекло.',
      ],
      { unit: 'piece', from: true, accessories: awningAccessories, specs: [warranty(5)] },
      [
        [
          'copertina-fereastra-cupola',
          'Copertină de fereastră tip cupolă',
          'Оконная маркиза-купол',
          260,
          [spec(n.fabric, 'acril', 'акрил')],
        ],
        [
          'copertina-fereastra-brate',
          'Copertină de fereastră cu brațe',
          'Оконная маркиза с рычагами',
          320,
          [spec(n.fabric, 'acril Dickson', 'акрил Dickson')],
        ],
        [
          'copertina-fereastra-marchizoleta',
          'Marchizoletă',
          'Маркизолетта',
          390,
          [spec(n.fabric, 'acril Sauleda', 'акрил Sauleda')],
        ],
      ],
    ),
    group(
      'rulouri-screen-zip',
      'awning-vertical',
      [
        'Rulourile screen ZIP au pânza prinsă în ghidaje cu fermoar: nu flutură în vânt și nu lasă insectele să treacă.',
        'Screen-шторы ZIP держат ткань в направляющих с молнией: она не хлопает на ветру и не пропускает насекомых.',
      ],
      {
        unit: 'm2',
        accessories: awningAccessories,
        specs: [spec(n.drive, 'motor Somfy', 'мотор Somfy'), warranty(5)],
      },
      [
        [
          'screen-zip-soltis-86',
          'Rulou screen ZIP Soltis 86',
          'Screen ZIP Soltis 86',
          145,
          [spec(n.light, '14%')],
        ],
        [
          'screen-zip-soltis-92',
          'Rulou screen ZIP Soltis 92',
          'Screen ZIP Soltis 92',
          155,
          [spec(n.light, '4%')],
        ],
        [
          'screen-zip-blackout',
          'Rulou screen ZIP blackout',
          'Screen ZIP блэкаут',
          169,
          [spec(n.light, '0%')],
        ],
      ],
    ),
    group(
      'pergole-textile',
      'pergola',
      [
        'Pergolele cu pânză retractabilă fac umbră pe toată terasa și se strâng când vreți soare.',
        'Перголы с выдвижным тентом затеняют всю террасу и складываются, когда хочется солнца.',
      ],
      { unit: 'piece', from: true, accessories: awningAccessories, specs: [warranty(5)] },
      [
        [
          'pergola-textila-3x4',
          'Pergolă cu pânză 3 × 4 m',
          'Тентовая пергола 3 × 4 м',
          2890,
          [spec(n.fabric, 'PVC Serge Ferrari', 'ПВХ Serge Ferrari')],
        ],
        [
          'pergola-textila-4x5',
          'Pergolă cu pânză 4 × 5 m',
          'Тентовая пергола 4 × 5 м',
          3690,
          [spec(n.fabric, 'PVC Serge Ferrari', 'ПВХ Serge Ferrari')],
        ],
        [
          'pergola-textila-perete',
          'Pergolă cu pânză lipită de perete',
          'Пристенная тентовая пергола',
          2490,
          [spec(n.mount, 'pe perete', 'на стену')],
        ],
      ],
    ),
    group(
      'umbrele-terasa',
      'umbrella',
      [
        'Umbrele mari pentru terase de cafenea și grădini, cu bază grea și pânză impermeabilă.',
        'Большие зонты для кафе и садов с тяжёлой базой и водоотталкивающей тканью.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'umbrela-centrala-3m',
          'Umbrelă cu stâlp central, 3 m',
          'Зонт с центральной опорой, 3 м',
          290,
          [spec(n.size, '⌀ 3 m', '⌀ 3 м')],
        ],
        [
          'umbrela-laterala-35m',
          'Umbrelă cu braț lateral, 3,5 m',
          'Зонт на боковой опоре, 3,5 м',
          490,
          [spec(n.size, '3,5 × 3,5 m', '3,5 × 3,5 м')],
        ],
        [
          'umbrela-telescopica-5m',
          'Umbrelă telescopică pentru cafenea, 5 m',
          'Телескопический зонт для кафе, 5 м',
          1190,
          [spec(n.size, '5 × 5 m', '5 × 5 м')],
        ],
      ],
    ),
    group(
      'motoare-copertine',
      'motor',
      [
        'Motoare tubulare pentru copertine și rulouri — liniștite, cu limitatoare de capăt reglabile.',
        'Трубчатые моторы для маркиз и штор — тихие, с регулируемыми концевиками.',
      ],
      { unit: 'piece', from: false, specs: [warranty(5)] },
      [
        [
          'motor-somfy-sunea',
          'Motor Somfy Sunea io 40 Nm',
          'Мотор Somfy Sunea io 40 Нм',
          239,
          [spec(n.power, '40 Nm', '40 Нм')],
        ],
        [
          'motor-somfy-orea',
          'Motor Somfy Orea RTS 50 Nm',
          'Мотор Somfy Orea RTS 50 Нм',
          219,
          [spec(n.power, '50 Nm', '50 Нм')],
        ],
        [
          'motor-nice-era-m',
          'Motor Nice Era M 30 Nm',
          'Мотор Nice Era M 30 Нм',
          149,
          [spec(n.power, '30 Nm', '30 Нм')],
        ],
      ],
    ),
    group(
      'senzori-vant-soare',
      'sensor',
      [
        'Senzorii strâng copertina singuri când bate vântul și o deschid când iese soarele.',
        'Датчики сами сворачивают маркизу при ветре и раскрывают её, когда выходит солнце.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'senzor-somfy-eolis',
          'Senzor de vânt Somfy Eolis',
          'Датчик ветра Somfy Eolis',
          119,
          [spec(n.compatible, 'motoare Somfy RTS', 'моторы Somfy RTS')],
        ],
        [
          'senzor-somfy-soliris',
          'Senzor vânt și soare Somfy Soliris',
          'Датчик ветра и солнца Somfy Soliris',
          189,
          [spec(n.compatible, 'motoare Somfy RTS', 'моторы Somfy RTS')],
        ],
        [
          'senzor-somfy-eolis-3d',
          'Senzor de vibrații Somfy Eolis 3D',
          'Датчик вибрации Somfy Eolis 3D',
          99,
          [spec(n.compatible, 'motoare Somfy io', 'моторы Somfy io')],
        ],
      ],
    ),
    group(
      'telecomenzi',
      'remote',
      [
        'Telecomenzi și întrerupătoare pentru motoarele copertinelor și rulourilor.',
        'Пульты и выключатели для моторов маркиз и рольставней.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'telecomanda-somfy-situo',
          'Telecomandă Somfy Situo 1 io',
          'Пульт Somfy Situo 1 io',
          49,
          [spec(n.compatible, 'motoare Somfy io', 'моторы Somfy io')],
        ],
        [
          'telecomanda-somfy-telis-4',
          'Telecomandă Somfy Telis 4 RTS',
          'Пульт Somfy Telis 4 RTS',
          69,
          [spec(n.compatible, 'până la 4 motoare', 'до 4 моторов')],
        ],
        [
          'intrerupator-somfy-smoove',
          'Întrerupător de perete Somfy Smoove',
          'Настенный выключатель Somfy Smoove',
          45,
          [spec(n.mount, 'pe perete, fără fire', 'на стену, без проводов')],
        ],
      ],
    ),
  ],
};
