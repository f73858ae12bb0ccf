import {
  names as n,
  product,
  type SeedFamily,
  type SeedProduct,
  type Spec,
  spec,
  subcategory,
  warranty,
} from './catalog-model';
import { t } from './text';

// Windows: priced per square metre of the finished window, so every price is a starting price.

const windowAccessories = [
  'glaf-pvc-250',
  'pervaz-exterior-zincat-200',
  'plasa-cu-rama-standard',
  'maner-hoppe-tokyo',
];

const heat = spec(n.heat, 'până la 94%', 'до 94%');
const sun = spec(n.sun, 'blochează 85% din radiația solară', 'блокирует 85% солнечного излучения');

interface ProfileSystem {
  slug: string;
  name: string;
  chambers: number;
  depth: number;
  uw: string;
  glazing: [string, string];
  price: number;
  lead: [string, string];
}

const tripleGlazing: [string, string] = [
  'triplu, 44 mm, cu sticlă Low-E și argon',
  'трёхкамерный, 44 мм, с низкоэмиссионным стеклом и аргоном',
];
const doubleGlazing: [string, string] = [
  'dublu, 32 mm, cu sticlă Low-E',
  'двухкамерный, 32 мм, с Low-E стеклом',
];

function systemSpecs(system: ProfileSystem, opening: [string, string]): Spec[] {
  return [
    spec(n.profile, system.name),
    spec(n.chambers, String(system.chambers)),
    spec(n.depth, `${system.depth} mm`, `${system.depth} мм`),
    spec(n.glazing, system.glazing[0], system.glazing[1]),
    spec(n.uw, system.uw),
    spec(n.opening, opening[0], opening[1]),
    spec(n.hardware, 'Roto NT sau Maco Multi-Matic', 'Roto NT или Maco Multi-Matic'),
    heat,
    sun,
    warranty(10),
  ];
}

/** Three products per profile system: one, two and three sashes. */
function systemProducts(system: ProfileSystem): SeedProduct[] {
  const variants = [
    {
      suffix: 'un-canat',
      title: ['cu un canat', 'одностворчатое'] as const,
      drawing: 'window-single',
      factor: 1,
      opening: ['oscilo-batant', 'поворотно-откидное'] as [string, string],
    },
    {
      suffix: 'doua-canaturi',
      title: ['cu două canaturi', 'двухстворчатое'] as const,
      drawing: 'window-double',
      factor: 0.95,
      opening: [
        'un canat oscilo-batant și unul batant',
        'одна створка поворотно-откидная, одна поворотная',
      ] as [string, string],
    },
    {
      suffix: 'trei-canaturi',
      title: ['cu trei canaturi', 'трёхстворчатое'] as const,
      drawing: 'window-triple',
      factor: 0.92,
      opening: [
        'canat fix la mijloc, două oscilo-batante',
        'глухая середина, две поворотно-откидные створки',
      ] as [string, string],
    },
  ];
  return variants.map((variant) =>
    product(
      `${system.slug}-${variant.suffix}`,
      [`Fereastră ${system.name} ${variant.title[0]}`, `Окно ${system.name} ${variant.title[1]}`],
      Math.round(system.price * variant.factor),
      'm2',
      variant.drawing,
      systemSpecs(system, variant.opening),
      { lead: t(system.lead[0], system.lead[1]), accessories: windowAccessories },
    ),
  );
}

const systems: ProfileSystem[] = [
  {
    slug: 'rehau-euro-design-70',
    name: 'Rehau Euro-Design 70',
    chambers: 5,
    depth: 70,
    uw: '1,1 W/m²K',
    glazing: doubleGlazing,
    price: 96,
    lead: [
      'Euro-Design 70 este profilul german cu care au început mii de apartamente din Chișinău: simplu, solid și ușor de întreținut.',
      'Euro-Design 70 — немецкий профиль, с которого начинали тысячи кишинёвских квартир: простой, надёжный и неприхотливый.',
    ],
  },
  {
    slug: 'rehau-synego',
    name: 'Rehau Synego',
    chambers: 7,
    depth: 80,
    uw: '0,73 W/m²K',
    glazing: tripleGlazing,
    price: 138,
    lead: [
      'Synego are șapte camere și trei rânduri de garnituri: potrivit pentru case pasive și pentru fațadele expuse vântului.',
      'У Synego семь камер и три контура уплотнения: подходит для пассивных домов и фасадов на ветру.',
    ],
  },
  {
    slug: 'rehau-geneo',
    name: 'Rehau Geneo',
    chambers: 6,
    depth: 86,
    uw: '0,69 W/m²K',
    glazing: tripleGlazing,
    price: 162,
    lead: [
      'Geneo este ranforsat cu fibră de sticlă RAU-FIPRO în loc de oțel, așa că rămâne cald chiar și la canaturi mari.',
      'Geneo армирован стекловолокном RAU-FIPRO вместо стали, поэтому остаётся тёплым даже в больших створках.',
    ],
  },
  {
    slug: 'salamander-bluevolution-73',
    name: 'Salamander bluEvolution 73',
    chambers: 6,
    depth: 73,
    uw: '0,94 W/m²K',
    glazing: tripleGlazing,
    price: 112,
    lead: [
      'bluEvolution 73 are pereți exteriori de clasa A și un design cu muchii drepte care se potrivește clădirilor noi.',
      'bluEvolution 73 — стенки класса A и прямые грани, которые хорошо смотрятся в новостройках.',
    ],
  },
  {
    slug: 'salamander-bluevolution-82',
    name: 'Salamander bluEvolution 82',
    chambers: 6,
    depth: 82,
    uw: '0,76 W/m²K',
    glazing: tripleGlazing,
    price: 134,
    lead: [
      'bluEvolution 82 primește pachete de sticlă de până la 52 mm: liniște deplină chiar și lângă o stradă aglomerată.',
      'bluEvolution 82 принимает стеклопакеты до 52 мм: тишина даже рядом с оживлённой улицей.',
    ],
  },
  {
    slug: 'veka-softline-70',
    name: 'Veka Softline 70',
    chambers: 5,
    depth: 70,
    uw: '1,0 W/m²K',
    glazing: doubleGlazing,
    price: 99,
    lead: [
      'Softline 70 are muchii rotunjite și o suprafață netedă care nu se îngălbenește în timp.',
      'У Softline 70 скруглённые грани и гладкая поверхность, которая не желтеет со временем.',
    ],
  },
  {
    slug: 'veka-softline-82',
    name: 'Veka Softline 82',
    chambers: 7,
    depth: 82,
    uw: '0,74 W/m²K',
    glazing: tripleGlazing,
    price: 141,
    lead: [
      'Softline 82 este alegerea pentru casele particulare unde contează fiecare grad din iarnă.',
      'Softline 82 — выбор для частных домов, где зимой важен каждый градус.',
    ],
  },
  {
    slug: 'aluplast-ideal-4000',
    name: 'Aluplast Ideal 4000',
    chambers: 5,
    depth: 70,
    uw: '1,0 W/m²K',
    glazing: doubleGlazing,
    price: 89,
    lead: [
      'Ideal 4000 oferă cel mai bun raport preț-calitate din gama noastră: profil german, fabricat la noi din 2011.',
      'Ideal 4000 — лучшее соотношение цены и качества в нашей линейке: немецкий профиль, который мы производим с 2011 года.',
    ],
  },
  {
    slug: 'aluplast-ideal-8000',
    name: 'Aluplast Ideal 8000',
    chambers: 6,
    depth: 85,
    uw: '0,79 W/m²K',
    glazing: tripleGlazing,
    price: 128,
    lead: [
      'Ideal 8000 cu garnitură centrală ține departe praful, zgomotul și frigul; rezistă la vânturile de pe etajele de sus.',
      'Ideal 8000 с центральным уплотнителем не пропускает пыль, шум и холод и выдерживает ветер верхних этажей.',
    ],
  },
];

const glassSpec = spec(n.glazing, tripleGlazing[0], tripleGlazing[1]);

export const windows: SeedFamily = {
  slug: 'ferestre',
  image: 'window-double',
  description: t(
    'Ferestre din PVC, aluminiu și lemn, fabricate în Moldova din 2011 pe profile Rehau, Salamander, Veka și Aluplast. Cu pachet de sticlă triplu păstrează până la 94% din căldură și blochează 85% din radiația solară.',
    'Окна из ПВХ, алюминия и дерева, которые мы производим в Молдове с 2011 года на профилях Rehau, Salamander, Veka и Aluplast. С тройным стеклопакетом сохраняют до 94% тепла и блокируют 85% солнечного излучения.',
  ),
  note: t(
    'Măsurarea este gratuită, iar montajul îl fac echipele noastre, cu spumă și benzi de etanșare pe tot conturul. Prețul final depinde de dimensiuni, culoare și feronerie — îl vedeți imediat în calculator.',
    'Замер бесплатный, монтаж выполняют наши бригады — с пеной и пароизоляционными лентами по всему периметру. Итоговая цена зависит от размеров, цвета и фурнитуры — её сразу видно в калькуляторе.',
  ),
  children: [
    subcategory(
      'ferestre-pvc',
      'window-double',
      t(
        'Ferestrele din PVC sunt cele mai căutate: calde, ușor de îngrijit și accesibile ca preț.',
        'Пластиковые окна — самые востребованные: тёплые, простые в уходе и доступные по цене.',
      ),
      [
        product(
          'fereastra-pvc-econom',
          ['Fereastră PVC Econom', 'Пластиковое окно «Эконом»'],
          84,
          'm2',
          'window-single',
          [
            spec(n.profile, 'Aluplast Ideal 4000'),
            spec(n.chambers, '5'),
            spec(n.glazing, doubleGlazing[0], doubleGlazing[1]),
            spec(n.opening, 'oscilo-batant', 'поворотно-откидное'),
            warranty(7),
          ],
          {
            lead: t(
              'O fereastră simplă și caldă pentru apartament, casă de vacanță sau anexă.',
              'Простое тёплое окно для квартиры, дачи или хозпостройки.',
            ),
            accessories: windowAccessories,
          },
        ),
        product(
          'fereastra-pvc-confort',
          ['Fereastră PVC Confort', 'Пластиковое окно «Комфорт»'],
          109,
          'm2',
          'window-double',
          [
            spec(n.profile, 'Salamander bluEvolution 73'),
            spec(n.chambers, '6'),
            glassSpec,
            spec(n.uw, '0,94 W/m²K'),
            heat,
            warranty(10),
          ],
          {
            lead: t(
              'Varianta pe care o alege majoritatea clienților noștri: pachet triplu și feronerie cu micro-ventilare.',
              'Вариант, который выбирает большинство наших клиентов: тройной стеклопакет и фурнитура с микропроветриванием.',
            ),
            accessories: windowAccessories,
          },
        ),
        product(
          'fereastra-pvc-premium',
          ['Fereastră PVC Premium', 'Пластиковое окно «Премиум»'],
          149,
          'm2',
          'window-triple',
          [
            spec(n.profile, 'Rehau Synego'),
            spec(n.chambers, '7'),
            glassSpec,
            spec(n.uw, '0,73 W/m²K'),
            spec(n.sound, 'până la 45 dB', 'до 45 дБ'),
            heat,
            sun,
            warranty(15),
          ],
          {
            lead: t(
              'Pentru case particulare și apartamente cu vedere spre stradă: căldură, liniște și siguranță antiefracție RC1.',
              'Для частных домов и квартир с окнами на улицу: тепло, тишина и противовзломная защита RC1.',
            ),
            accessories: windowAccessories,
          },
        ),
      ],
    ),
    subcategory(
      'ferestre-aluminiu',
      'window-double',
      t(
        'Ferestrele din aluminiu cu punte termică permit vitraje mari și profile subțiri, fără a pierde căldura.',
        'Алюминиевые окна с терморазрывом позволяют делать большие остекления и тонкие профили без потерь тепла.',
      ),
      [
        product(
          'fereastra-aluminiu-aluprof-mb70',
          ['Fereastră din aluminiu Aluprof MB-70', 'Алюминиевое окно Aluprof MB-70'],
          168,
          'm2',
          'window-double',
          [
            spec(n.profile, 'Aluprof MB-70'),
            spec(n.depth, '70 mm', '70 мм'),
            glassSpec,
            spec(n.uw, '1,3 W/m²K'),
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-aluminiu-schuco-aws75',
          ['Fereastră din aluminiu Schüco AWS 75.SI+', 'Алюминиевое окно Schüco AWS 75.SI+'],
          245,
          'm2',
          'window-triple',
          [
            spec(n.profile, 'Schüco AWS 75.SI+'),
            spec(n.depth, '75 mm', '75 мм'),
            glassSpec,
            spec(n.uw, '0,9 W/m²K'),
            warranty(15),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-aluminiu-reynaers-cs77',
          ['Fereastră din aluminiu Reynaers CS 77', 'Алюминиевое окно Reynaers CS 77'],
          219,
          'm2',
          'window-single',
          [
            spec(n.profile, 'Reynaers CS 77'),
            spec(n.depth, '77 mm', '77 мм'),
            glassSpec,
            spec(n.uw, '1,0 W/m²K'),
            warranty(15),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    subcategory(
      'ferestre-lemn',
      'window-double',
      t(
        'Ferestrele din lemn stratificat păstrează aspectul natural al casei și respiră odată cu ea.',
        'Окна из клеёного бруса сохраняют природный вид дома и «дышат» вместе с ним.',
      ),
      [
        product(
          'fereastra-lemn-pin-68',
          ['Fereastră din lemn de pin, 68 mm', 'Деревянное окно из сосны, 68 мм'],
          189,
          'm2',
          'window-double',
          [
            spec(n.material, 'pin stratificat în trei straturi', 'трёхслойный клеёный брус сосны'),
            spec(n.depth, '68 mm', '68 мм'),
            spec(n.glazing, doubleGlazing[0], doubleGlazing[1]),
            warranty(5),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-lemn-stejar-78',
          ['Fereastră din lemn de stejar, 78 mm', 'Деревянное окно из дуба, 78 мм'],
          289,
          'm2',
          'window-double',
          [
            spec(n.material, 'stejar stratificat', 'клеёный брус дуба'),
            spec(n.depth, '78 mm', '78 мм'),
            glassSpec,
            warranty(7),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-lemn-meranti-92',
          ['Fereastră din lemn meranti, 92 mm', 'Деревянное окно из меранти, 92 мм'],
          329,
          'm2',
          'window-triple',
          [
            spec(n.material, 'meranti', 'меранти'),
            spec(n.depth, '92 mm', '92 мм'),
            glassSpec,
            spec(n.uw, '0,8 W/m²K'),
            warranty(7),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    subcategory(
      'ferestre-lemn-aluminiu',
      'window-double',
      t(
        'Lemn în interior, aluminiu în exterior: căldura lemnului fără grija vopsirii fațadei.',
        'Дерево внутри, алюминий снаружи: тепло дерева без забот о покраске снаружи.',
      ),
      [
        product(
          'fereastra-lemn-aluminiu-clasic',
          ['Fereastră lemn-aluminiu Clasic', 'Деревоалюминиевое окно «Классик»'],
          359,
          'm2',
          'window-double',
          [
            spec(n.material, 'pin și aluminiu', 'сосна и алюминий'),
            spec(n.depth, '78 mm', '78 мм'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-lemn-aluminiu-stejar',
          ['Fereastră lemn-aluminiu cu stejar', 'Деревоалюминиевое окно с дубом'],
          419,
          'm2',
          'window-triple',
          [
            spec(n.material, 'stejar și aluminiu', 'дуб и алюминий'),
            spec(n.depth, '92 mm', '92 мм'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-lemn-aluminiu-minimal',
          ['Fereastră lemn-aluminiu Minimal', 'Деревоалюминиевое окно «Минимал»'],
          449,
          'm2',
          'window-single',
          [
            spec(n.material, 'larice și aluminiu', 'лиственница и алюминий'),
            spec(n.depth, '92 mm', '92 мм'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    ...systems.map((system) =>
      subcategory(
        system.slug,
        'window-double',
        t(
          `Ferestre pe profil ${system.name}: ${system.chambers} camere, adâncime ${system.depth} mm, Uw ${system.uw}.`,
          `Окна на профиле ${system.name}: ${system.chambers} камер, глубина ${system.depth} мм, Uw ${system.uw}.`,
        ),
        systemProducts(system),
      ),
    ),
    subcategory(
      'schuco-aws-75',
      'window-triple',
      t(
        'Schüco AWS 75.SI+ este sistemul de aluminiu pentru case moderne cu ferestre mari și colțuri subțiri.',
        'Schüco AWS 75.SI+ — алюминиевая система для современных домов с большими окнами и тонкими импостами.',
      ),
      [
        product(
          'schuco-aws-75-fix',
          ['Vitraj fix Schüco AWS 75.SI+', 'Глухое остекление Schüco AWS 75.SI+'],
          198,
          'm2',
          'window-single',
          [spec(n.profile, 'Schüco AWS 75.SI+'), glassSpec, spec(n.opening, 'fix', 'глухое'), warranty(15)],
          { accessories: windowAccessories },
        ),
        product(
          'schuco-aws-75-oscilobatant',
          ['Fereastră Schüco AWS 75.SI+ oscilo-batantă', 'Окно Schüco AWS 75.SI+ поворотно-откидное'],
          239,
          'm2',
          'window-double',
          [
            spec(n.profile, 'Schüco AWS 75.SI+'),
            glassSpec,
            spec(n.opening, 'oscilo-batant', 'поворотно-откидное'),
            warranty(15),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'schuco-aws-75-panoramic',
          ['Fereastră panoramică Schüco AWS 75.SI+', 'Панорамное окно Schüco AWS 75.SI+'],
          259,
          'm2',
          'window-triple',
          [
            spec(n.profile, 'Schüco AWS 75.SI+'),
            glassSpec,
            spec(n.maxSize, '2,5 × 2,8 m', '2,5 × 2,8 м'),
            warranty(15),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    subcategory(
      'ferestre-glisante',
      'window-sliding',
      t(
        'Ferestrele glisante nu ocupă spațiu la deschidere — ideale pentru balcoane, bucătării și terase.',
        'Раздвижные окна не занимают места при открывании — идеальны для балконов, кухонь и террас.',
      ),
      [
        product(
          'fereastra-glisanta-pvc-smart-slide',
          ['Fereastră glisantă PVC Smart-Slide', 'Раздвижное окно ПВХ Smart-Slide'],
          119,
          'm2',
          'window-sliding',
          [
            spec(n.profile, 'Aluplast Smart-Slide'),
            spec(n.opening, 'glisare paralelă', 'параллельно-сдвижное'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-glisanta-aluminiu-c640',
          ['Fereastră glisantă din aluminiu Alutech C640', 'Раздвижное алюминиевое окно Alutech C640'],
          95,
          'm2',
          'window-sliding',
          [
            spec(n.profile, 'Alutech C640'),
            spec(n.opening, 'glisant', 'раздвижное'),
            spec(n.glazing, 'simplu, 4–5 mm', 'одинарное стекло 4–5 мм'),
            warranty(5),
          ],
          {
            lead: t(
              'Profil rece, ușor, pentru balcoane și terase neîncălzite.',
              'Холодный лёгкий профиль для неотапливаемых балконов и террас.',
            ),
            accessories: windowAccessories,
          },
        ),
        product(
          'fereastra-glisanta-psk',
          ['Fereastră PSK înclinare-glisare', 'Окно PSK наклонно-сдвижное'],
          156,
          'm2',
          'window-sliding',
          [
            spec(n.profile, 'Salamander bluEvolution 82'),
            spec(n.opening, 'înclinare și glisare', 'наклон и сдвиг'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    subcategory(
      'ferestre-mansarda',
      'window-roof',
      t(
        'Ferestrele de mansardă aduc lumină în pod și se deschid pivotant sau de sus, fără să ocupe spațiu.',
        'Мансардные окна дают свет под крышей и открываются по центральной оси или сверху, не занимая места.',
      ),
      [
        product(
          'fereastra-mansarda-pivotanta-55x78',
          ['Fereastră de mansardă pivotantă, 55 × 78 cm', 'Мансардное окно с центральной осью, 55 × 78 см'],
          219,
          'piece',
          'window-roof',
          [
            spec(n.size, '55 × 78 cm', '55 × 78 см'),
            spec(n.opening, 'pivotant', 'с центральной осью'),
            spec(n.glazing, 'dublu, Low-E', 'двухкамерный, Low-E'),
            warranty(10),
          ],
          { from: false },
        ),
        product(
          'fereastra-mansarda-pivotanta-78x118',
          ['Fereastră de mansardă pivotantă, 78 × 118 cm', 'Мансардное окно с центральной осью, 78 × 118 см'],
          289,
          'piece',
          'window-roof',
          [
            spec(n.size, '78 × 118 cm', '78 × 118 см'),
            spec(n.opening, 'pivotant', 'с центральной осью'),
            spec(n.glazing, 'dublu, Low-E', 'двухкамерный, Low-E'),
            warranty(10),
          ],
          { from: false },
        ),
        product(
          'fereastra-mansarda-panoramica-114x140',
          [
            'Fereastră de mansardă cu axă ridicată, 114 × 140 cm',
            'Мансардное окно с приподнятой осью, 114 × 140 см',
          ],
          449,
          'piece',
          'window-roof',
          [
            spec(n.size, '114 × 140 cm', '114 × 140 см'),
            spec(n.opening, 'axă ridicată', 'приподнятая ось'),
            glassSpec,
            warranty(10),
          ],
          { from: false },
        ),
      ],
    ),
    subcategory(
      'ferestre-arcuite',
      'window-arch',
      t(
        'Ferestrele arcuite se îndoaie la cald după șablonul golului — pentru case cu arhitectură clasică.',
        'Арочные окна гнутся в тепле по шаблону проёма — для домов с классической архитектурой.',
      ),
      [
        product(
          'fereastra-arcuita-semicerc',
          ['Fereastră arcuită în semicerc', 'Арочное окно полукруглое'],
          189,
          'm2',
          'window-arch',
          [
            spec(n.profile, 'Rehau Euro-Design 70'),
            spec(n.opening, 'fix cu canat oscilo-batant', 'глухое с поворотно-откидной створкой'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-arcuita-segment',
          ['Fereastră cu arc segmentat', 'Окно с лучковой аркой'],
          175,
          'm2',
          'window-arch',
          [spec(n.profile, 'Salamander bluEvolution 73'), glassSpec, warranty(10)],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-arcuita-trapez',
          ['Fereastră trapezoidală', 'Трапециевидное окно'],
          159,
          'm2',
          'window-arch',
          [
            spec(n.profile, 'Veka Softline 70'),
            spec(n.glazing, doubleGlazing[0], doubleGlazing[1]),
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
    subcategory(
      'ferestre-colorate',
      'window-double',
      t(
        'Ferestre laminate în nuanțe de lemn sau antracit: folia Renolit rezistă la soare și nu se decojește.',
        'Окна, ламинированные под дерево или антрацит: плёнка Renolit не выгорает и не отслаивается.',
      ),
      [
        product(
          'fereastra-antracit-7016',
          ['Fereastră PVC antracit RAL 7016', 'Окно ПВХ антрацит RAL 7016'],
          129,
          'm2',
          'window-double',
          [
            spec(n.colour, 'antracit la exterior, alb la interior', 'антрацит снаружи, белый внутри'),
            spec(n.profile, 'Rehau Synego'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-stejar-auriu',
          ['Fereastră PVC stejar auriu', 'Окно ПВХ золотой дуб'],
          125,
          'm2',
          'window-double',
          [
            spec(n.colour, 'stejar auriu pe ambele fețe', 'золотой дуб с двух сторон'),
            spec(n.profile, 'Salamander bluEvolution 73'),
            glassSpec,
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
        product(
          'fereastra-nuc',
          ['Fereastră PVC nuc', 'Окно ПВХ орех'],
          122,
          'm2',
          'window-single',
          [
            spec(n.colour, 'nuc', 'орех'),
            spec(n.profile, 'Veka Softline 70'),
            spec(n.glazing, doubleGlazing[0], doubleGlazing[1]),
            warranty(10),
          ],
          { accessories: windowAccessories },
        ),
      ],
    ),
  ],
};
