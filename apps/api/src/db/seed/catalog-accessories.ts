import { group, mm, names as n, type SeedFamily, spec, warranty } from './catalog-model';
import { t } from './text';

// Accessories: sold per piece, or per running metre cut from a bar of a given length (sills, drips, seals).

export const accessories: SeedFamily = {
  slug: 'accesorii',
  image: 'handle',
  description: t(
    'Glafuri, pervaze, mânere, feronerie, garnituri și tot ce mai trebuie ferestrelor și ușilor — din stoc, cu livrare rapidă.',
    'Подоконники, отливы, ручки, фурнитура, уплотнители и всё, что ещё нужно окнам и дверям, — со склада, с быстрой доставкой.',
  ),
  note: t(
    'Produsele la metru le tăiem la lungimea dorită; comenzile peste 1000 € se livrează gratuit.',
    'Погонажные изделия режем в нужный размер; заказы от 1000 € доставляем бесплатно.',
  ),
  children: [
    group(
      'glafuri-pvc',
      'sill',
      [
        'Glafurile din PVC nu se umflă de la umezeală și se curăță cu o cârpă.',
        'Подоконники ПВХ не разбухают от влаги и моются обычной тряпкой.',
      ],
      { unit: 'metre', lengthM: 6, specs: [warranty(5)] },
      [
        [
          'glaf-pvc-250',
          'Glaf PVC Moeller alb, 250 mm',
          'Подоконник ПВХ Moeller белый, 250 мм',
          12.5,
          [mm(n.width, '250'), spec(n.colour, 'alb', 'белый')],
        ],
        [
          'glaf-pvc-300',
          'Glaf PVC Moeller alb, 300 mm',
          'Подоконник ПВХ Moeller белый, 300 мм',
          14.9,
          [mm(n.width, '300'), spec(n.colour, 'alb', 'белый')],
        ],
        [
          'glaf-pvc-stejar-350',
          'Glaf PVC Crystallit stejar auriu, 350 mm',
          'Подоконник ПВХ Crystallit золотой дуб, 350 мм',
          24.5,
          [mm(n.width, '350'), spec(n.colour, 'stejar auriu', 'золотой дуб')],
        ],
      ],
    ),
    group(
      'glafuri-piatra',
      'sill',
      [
        'Glafurile din piatră artificială sunt reci la atingere, grele și rezistă la ghivece și zgârieturi.',
        'Подоконники из искусственного камня прохладные на ощупь, тяжёлые и не боятся горшков и царапин.',
      ],
      { unit: 'metre', lengthM: 3, specs: [mm(n.thickness, '20'), warranty(10)] },
      [
        [
          'glaf-piatra-alb-300',
          'Glaf din piatră artificială alb, 300 mm',
          'Подоконник из искусственного камня белый, 300 мм',
          68,
          [mm(n.width, '300')],
        ],
        [
          'glaf-piatra-marmorat-300',
          'Glaf din piatră artificială marmorat, 300 mm',
          'Подоконник из искусственного камня под мрамор, 300 мм',
          79,
          [mm(n.width, '300')],
        ],
        [
          'glaf-piatra-antracit-400',
          'Glaf din piatră artificială antracit, 400 mm',
          'Подоконник из искусственного камня антрацит, 400 мм',
          96,
          [mm(n.width, '400')],
        ],
      ],
    ),
    group(
      'pervaze-exterioare',
      'drip',
      [
        'Pervazul exterior duce apa de ploaie departe de perete și de îmbinarea ferestrei.',
        'Отлив отводит дождевую воду от стены и от монтажного шва окна.',
      ],
      { unit: 'metre', lengthM: 2, specs: [warranty(5)] },
      [
        [
          'pervaz-exterior-zincat-200',
          'Pervaz exterior din tablă zincată, 200 mm',
          'Отлив из оцинкованной стали, 200 мм',
          7.8,
          [mm(n.width, '200'), spec(n.colour, 'alb RAL 9016', 'белый RAL 9016')],
        ],
        [
          'pervaz-exterior-aluminiu-250',
          'Pervaz exterior din aluminiu, 250 mm',
          'Отлив алюминиевый, 250 мм',
          13.9,
          [mm(n.width, '250'), spec(n.colour, 'maro RAL 8017', 'коричневый RAL 8017')],
        ],
        [
          'pervaz-exterior-antracit-300',
          'Pervaz exterior antracit, 300 mm',
          'Отлив антрацит, 300 мм',
          16.5,
          [mm(n.width, '300'), spec(n.colour, 'antracit RAL 7016', 'антрацит RAL 7016')],
        ],
      ],
    ),
    group(
      'manere-ferestre',
      'handle',
      [
        'Mânerele de schimb se montează în câteva minute cu o șurubelniță.',
        'Сменная ручка ставится за несколько минут обычной отвёрткой.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'maner-hoppe-tokyo',
          'Mâner de fereastră Hoppe Tokyo',
          'Оконная ручка Hoppe Tokyo',
          9.9,
          [spec(n.colour, 'alb', 'белый')],
        ],
        [
          'maner-hoppe-secustik',
          'Mâner Hoppe Secustik cu blocare',
          'Ручка Hoppe Secustik с блокировкой',
          14.5,
          [spec(n.lock, 'mecanism Secustik', 'механизм Secustik')],
        ],
        [
          'maner-roto-line-cheie',
          'Mâner Roto Line cu cheie',
          'Ручка Roto Line с ключом',
          19.9,
          [spec(n.lock, 'cu cheie', 'с ключом')],
        ],
      ],
    ),
    group(
      'feronerie',
      'hinge',
      [
        'Feronerie de schimb pentru ferestre PVC și aluminiu: balamale, foarfeci, zăvoare.',
        'Запасная фурнитура для окон ПВХ и алюминия: петли, ножницы, запоры.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'feronerie-roto-nt-set',
          'Set feronerie Roto NT oscilo-batant',
          'Комплект фурнитуры Roto NT поворотно-откидной',
          49,
          [spec(n.compatible, 'canat până la 130 kg', 'створка до 130 кг')],
        ],
        [
          'feronerie-maco-balama',
          'Balama inferioară Maco',
          'Нижняя петля Maco',
          8.5,
          [spec(n.compatible, 'Maco Multi-Matic', 'Maco Multi-Matic')],
        ],
        [
          'feronerie-micro-ventilare',
          'Foarfecă cu micro-ventilare',
          'Ножницы с микропроветриванием',
          14,
          [spec(n.compatible, 'Roto NT, Maco', 'Roto NT, Maco')],
        ],
      ],
    ),
    group(
      'garnituri',
      'seal',
      [
        'O garnitură nouă oprește curentul pe la fereastră fără să schimbați fereastra.',
        'Новый уплотнитель убирает сквозняк без замены окна.',
      ],
      { unit: 'metre', lengthM: 100, specs: [warranty(2)] },
      [
        [
          'garnitura-rehau-neagra',
          'Garnitură Rehau neagră',
          'Уплотнитель Rehau чёрный',
          1.2,
          [spec(n.material, 'EPDM', 'EPDM')],
        ],
        [
          'garnitura-veka-gri',
          'Garnitură Veka gri',
          'Уплотнитель Veka серый',
          1.3,
          [spec(n.material, 'TPE', 'TPE')],
        ],
        [
          'garnitura-usa-silicon',
          'Garnitură pentru ușă din silicon',
          'Силиконовый уплотнитель для двери',
          1.9,
          [spec(n.material, 'silicon', 'силикон')],
        ],
      ],
    ),
    group(
      'limitatoare',
      'handle',
      [
        'Limitatorul ține canatul deschis în poziția aleasă și nu-l lasă să se trântească.',
        'Ограничитель держит створку в выбранном положении и не даёт ей хлопнуть.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'limitator-pieptene',
          'Limitator tip pieptene',
          'Гребёнка-ограничитель',
          3.5,
          [spec(n.colour, 'alb', 'белый')],
        ],
        [
          'limitator-cablu',
          'Limitator cu cablu și cheie',
          'Тросовый ограничитель с ключом',
          9.9,
          [spec(n.lock, 'cu cheie', 'с ключом')],
        ],
        [
          'limitator-roto-tilt',
          'Limitator de deschidere Roto',
          'Ограничитель открывания Roto',
          12.5,
          [spec(n.compatible, 'Roto NT', 'Roto NT')],
        ],
      ],
    ),
    group(
      'blocatoare-copii',
      'handle',
      [
        'Blocatoarele pentru copii nu lasă fereastra să se deschidă decât pe aerisire.',
        'Детские замки не дают открыть окно дальше проветривания.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'blocator-copii-baby-stop',
          'Blocator Baby-Stop',
          'Блокиратор Baby-Stop',
          7.5,
          [spec(n.mount, 'pe toc', 'на раму')],
        ],
        [
          'blocator-copii-maner',
          'Mâner cu buton de blocare',
          'Ручка с кнопкой блокировки',
          16.5,
          [spec(n.lock, 'buton', 'кнопка')],
        ],
        [
          'blocator-copii-cheie',
          'Mâner cu cheie pentru camera copiilor',
          'Ручка с ключом для детской',
          19.9,
          [spec(n.lock, 'cu cheie', 'с ключом')],
        ],
      ],
    ),
    group(
      'aeratoare',
      'vent',
      [
        'Aeratoarele aduc aer proaspăt cu ferestrele închise și previn condensul.',
        'Приточные клапаны дают свежий воздух при закрытых окнах и предотвращают конденсат.',
      ],
      { unit: 'piece', from: false, specs: [warranty(3)] },
      [
        [
          'aerator-air-box',
          'Aerator Air-Box Comfort',
          'Приточный клапан Air-Box Comfort',
          24,
          [spec(n.mount, 'în canat', 'в створку')],
        ],
        [
          'aerator-regel-air',
          'Aerator Regel-Air',
          'Приточный клапан Regel-Air',
          39,
          [spec(n.mount, 'în falțul ferestrei', 'в фальц окна')],
        ],
        [
          'aerator-higro',
          'Aerator higroreglabil',
          'Гигрорегулируемый клапан',
          59,
          [spec(n.mount, 'pe tocul superior', 'на верхнюю раму')],
        ],
      ],
    ),
    group(
      'manere-usi',
      'handle',
      [
        'Mânere pentru uși de intrare și interioare, cu rozete sau pe placă.',
        'Ручки для входных и межкомнатных дверей, на розетке или на планке.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        [
          'maner-usa-hoppe-amsterdam',
          'Mâner de ușă Hoppe Amsterdam',
          'Дверная ручка Hoppe Amsterdam',
          29,
          [spec(n.colour, 'inox', 'нержавейка')],
        ],
        [
          'maner-usa-bara-800',
          'Mâner-bară din inox, 800 mm',
          'Ручка-скоба из нержавейки, 800 мм',
          89,
          [mm(n.size, '800')],
        ],
        [
          'maner-usa-interior-negru',
          'Mâner interior negru mat',
          'Межкомнатная ручка чёрная матовая',
          19,
          [spec(n.colour, 'negru mat', 'чёрный матовый')],
        ],
      ],
    ),
    group(
      'cilindri',
      'cylinder',
      [
        'Cilindri de siguranță cu protecție la spargere și chei care nu se copiază fără card.',
        'Цилиндры с защитой от взлома и ключами, которые не копируются без карты.',
      ],
      { unit: 'piece', from: false, specs: [warranty(3)] },
      [
        [
          'cilindru-abus-ec660',
          'Cilindru ABUS EC660, 30/30',
          'Цилиндр ABUS EC660, 30/30',
          35,
          [mm(n.size, '30/30')],
        ],
        [
          'cilindru-mul-t-lock',
          'Cilindru Mul-T-Lock Integrator',
          'Цилиндр Mul-T-Lock Integrator',
          89,
          [mm(n.size, '35/35')],
        ],
        [
          'cilindru-cisa-astral',
          'Cilindru CISA Astral S',
          'Цилиндр CISA Astral S',
          59,
          [mm(n.size, '30/40')],
        ],
      ],
    ),
    group(
      'amortizoare',
      'closer',
      [
        'Amortizoarele închid ușa lin și fără zgomot, chiar și pe curent.',
        'Доводчики закрывают дверь плавно и бесшумно, даже на сквозняке.',
      ],
      { unit: 'piece', from: false, specs: [warranty(3)] },
      [
        [
          'amortizor-dorma-ts68',
          'Amortizor Dorma TS 68',
          'Доводчик Dorma TS 68',
          69,
          [spec(n.compatible, 'uși până la 100 kg', 'двери до 100 кг')],
        ],
        [
          'amortizor-geze-ts1500',
          'Amortizor GEZE TS 1500',
          'Доводчик GEZE TS 1500',
          49,
          [spec(n.compatible, 'uși până la 80 kg', 'двери до 80 кг')],
        ],
        [
          'amortizor-assa-dc140',
          'Amortizor ASSA ABLOY DC140',
          'Доводчик ASSA ABLOY DC140',
          89,
          [spec(n.compatible, 'uși până la 120 kg', 'двери до 120 кг')],
        ],
      ],
    ),
    group(
      'praguri',
      'drip',
      [
        'Praguri din aluminiu pentru uși de intrare și balcon, cu întrerupere termică.',
        'Алюминиевые пороги для входных и балконных дверей с терморазрывом.',
      ],
      { unit: 'piece', from: false, specs: [warranty(5)] },
      [
        [
          'prag-aluminiu-20',
          'Prag din aluminiu de 20 mm, 1 m',
          'Алюминиевый порог 20 мм, 1 м',
          24,
          [mm(n.size, '20 × 1000')],
        ],
        [
          'prag-termic-rehau',
          'Prag termic Rehau, 1 m',
          'Тёплый порог Rehau, 1 м',
          39,
          [mm(n.size, '20 × 1000')],
        ],
        [
          'prag-automat',
          'Prag automat coborâtor',
          'Автоматический выпадающий порог',
          45,
          [mm(n.size, '830')],
        ],
      ],
    ),
    group(
      'kit-intretinere',
      'kit',
      [
        'Kituri pentru îngrijirea ferestrelor, ușilor și textilelor — ca să arate ca noi ani la rând.',
        'Наборы для ухода за окнами, дверями и тканями — чтобы они годами выглядели как новые.',
      ],
      { unit: 'piece', from: false },
      [
        [
          'kit-intretinere-pvc',
          'Kit de întreținere pentru ferestre PVC',
          'Набор для ухода за окнами ПВХ',
          14.9,
          [spec(n.compatible, 'profile, garnituri, feronerie', 'профиль, уплотнители, фурнитура')],
        ],
        [
          'kit-intretinere-aluminiu',
          'Kit de întreținere pentru aluminiu',
          'Набор для ухода за алюминием',
          17.9,
          [spec(n.compatible, 'profile anodizate și vopsite', 'анодированный и окрашенный профиль')],
        ],
        [
          'kit-intretinere-textile',
          'Spray de curățare pentru jaluzele și textile',
          'Спрей для чистки жалюзи и тканей',
          8.9,
          [spec(n.compatible, 'jaluzele, rulouri textile, plisate', 'жалюзи, рулонные шторы, плиссе')],
        ],
      ],
    ),
  ],
};
