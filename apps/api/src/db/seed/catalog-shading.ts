import { group, mm, names as n, type SeedFamily, spec, warranty } from './catalog-model';
import { t } from './text';

// Roller shutters, blinds and insect screens: made to measure, priced per square metre unless a row says so.

const shutterAccessories = ['motor-somfy-oximo', 'intrerupator-rulou-legrand', 'curea-rulou-14'];

export const shutters: SeedFamily = {
  slug: 'rulouri-exterioare',
  image: 'shutter',
  description: t(
    'Rulouri exterioare din aluminiu cu spumă poliuretanică: păstrează răcoarea vara, căldura iarna și protejează casa de efracție.',
    'Алюминиевые рольставни с пенополиуретаном: летом сохраняют прохладу, зимой — тепло и защищают дом от взлома.',
  ),
  note: t(
    'Le facem pe măsura ferestrei în 2–5 săptămâni; alegeți culoarea casetei și a lamelelor din paleta RAL.',
    'Изготавливаем по размеру окна за 2–5 недель; цвет короба и ламелей выбирается из палитры RAL.',
  ),
  children: [
    group(
      'rulouri-aplicate',
      'shutter',
      [
        'Rulourile aplicate se montează peste fereastra existentă, fără lucrări de construcție.',
        'Накладные рольставни монтируются поверх готового окна без строительных работ.',
      ],
      { unit: 'm2', accessories: shutterAccessories, specs: [warranty(3)] },
      [
        [
          'rulou-aplicat-ar39',
          'Rulou aplicat cu lamelă AR/39',
          'Накладная рольставня с ламелью AR/39',
          69,
          [spec(n.lamella, 'AR/39, aluminiu', 'AR/39, алюминий'), spec(n.drive, 'curea', 'ремень')],
        ],
        [
          'rulou-aplicat-ar45',
          'Rulou aplicat cu lamelă AR/45',
          'Накладная рольставня с ламелью AR/45',
          75,
          [spec(n.lamella, 'AR/45, aluminiu', 'AR/45, алюминий'), spec(n.drive, 'manivelă', 'вороток')],
        ],
        [
          'rulou-aplicat-electric',
          'Rulou aplicat cu motor',
          'Накладная рольставня с мотором',
          109,
          [
            spec(n.lamella, 'AR/45, aluminiu', 'AR/45, алюминий'),
            spec(n.drive, 'motor Somfy', 'мотор Somfy'),
          ],
        ],
      ],
    ),
    group(
      'rulouri-incastrate',
      'shutter',
      [
        'Caseta rulourilor încastrate se ascunde în buiandrug sau sub tencuială — fațada rămâne curată.',
        'Короб встроенных рольставней прячется в перемычку или под штукатурку — фасад остаётся чистым.',
      ],
      { unit: 'm2', accessories: shutterAccessories, specs: [warranty(5)] },
      [
        [
          'rulou-incastrat-sub-tencuiala',
          'Rulou încastrat sub tencuială',
          'Рольставня под штукатурку',
          115,
          [spec(n.mount, 'casetă sub tencuială', 'короб под штукатурку')],
        ],
        [
          'rulou-incastrat-suprafereastra',
          'Rulou suprafereastră',
          'Надоконная рольставня',
          99,
          [spec(n.mount, 'pe tocul ferestrei', 'на раму окна')],
        ],
        [
          'rulou-incastrat-termo',
          'Rulou încastrat cu casetă termoizolată',
          'Встроенная рольставня с утеплённым коробом',
          135,
          [spec(n.mount, 'casetă termoizolată', 'утеплённый короб')],
        ],
      ],
    ),
    group(
      'rulouri-garaj',
      'shutter',
      [
        'Rulouri pentru garaje și boxe, cu lamele groase și motor cu deblocare de urgență.',
        'Рольставни для гаражей и боксов с толстыми ламелями и мотором с аварийной разблокировкой.',
      ],
      { unit: 'm2', accessories: shutterAccessories, specs: [warranty(3)] },
      [
        [
          'rulou-garaj-ar55',
          'Rulou de garaj AR/55',
          'Гаражная рольставня AR/55',
          82,
          [spec(n.lamella, 'AR/55', 'AR/55')],
        ],
        [
          'rulou-garaj-ar77',
          'Rulou de garaj AR/77',
          'Гаражная рольставня AR/77',
          92,
          [spec(n.lamella, 'AR/77', 'AR/77')],
        ],
        [
          'rulou-garaj-ferestre',
          'Rulou de garaj cu lamele de aerisire',
          'Гаражная рольставня с вентиляционными ламелями',
          98,
          [spec(n.lamella, 'AR/77 perforată', 'AR/77 перфорированная')],
        ],
      ],
    ),
    group(
      'rulouri-securitate',
      'shutter',
      [
        'Rulourile de securitate din profil extrudat rezistă la încercări de forțare — pentru magazine și case de vacanță.',
        'Защитные рольставни из экструдированного профиля выдерживают попытки взлома — для магазинов и дач.',
      ],
      { unit: 'm2', accessories: shutterAccessories, specs: [warranty(5)] },
      [
        [
          'rulou-securitate-aeg56',
          'Rulou de securitate AEG/56',
          'Защитная рольставня AEG/56',
          139,
          [spec(n.lamella, 'AEG/56, extrudată', 'AEG/56, экструдированная')],
        ],
        [
          'rulou-securitate-aeg84',
          'Rulou de securitate AEG/84',
          'Защитная рольставня AEG/84',
          159,
          [spec(n.lamella, 'AEG/84, extrudată', 'AEG/84, экструдированная')],
        ],
        [
          'rulou-securitate-vitrina',
          'Grilaj rulou pentru vitrină',
          'Рулонная решётка для витрины',
          149,
          [spec(n.lamella, 'grilaj din aluminiu', 'алюминиевая решётка')],
        ],
      ],
    ),
    group(
      'actionare-manuala',
      'strap',
      [
        'Acționare manuală pentru rulouri: curea, manivelă sau arc — fără fire și fără curent.',
        'Ручное управление рольставнями: ремень, вороток или пружина — без проводов и электричества.',
      ],
      { unit: 'piece', from: false, specs: [warranty(2)] },
      [
        ['curea-rulou-14', 'Mecanism cu curea 14 mm', 'Ленточный механизм 14 мм', 12, [mm(n.width, '14')]],
        [
          'manivela-rulou',
          'Manivelă cu reductor',
          'Вороток с редуктором',
          29,
          [spec(n.compatible, 'rulouri până la 6 m²', 'рольставни до 6 м²')],
        ],
        [
          'arc-inertial-rulou',
          'Mecanism cu arc inerțial',
          'Инерционный пружинный механизм',
          35,
          [spec(n.compatible, 'rulouri până la 8 m²', 'рольставни до 8 м²')],
        ],
      ],
    ),
    group(
      'actionare-electrica',
      'motor',
      [
        'Motoare și comenzi pentru rulouri: de la un întrerupător simplu la programare după oră.',
        'Моторы и управление для рольставней: от простого выключателя до работы по расписанию.',
      ],
      { unit: 'piece', from: false, specs: [warranty(5)] },
      [
        [
          'motor-somfy-oximo',
          'Motor Somfy Oximo io 10 Nm',
          'Мотор Somfy Oximo io 10 Нм',
          169,
          [spec(n.power, '10 Nm', '10 Нм')],
        ],
        [
          'motor-nice-era-s',
          'Motor Nice Era S 6 Nm',
          'Мотор Nice Era S 6 Нм',
          99,
          [spec(n.power, '6 Nm', '6 Нм')],
        ],
        [
          'intrerupator-rulou-legrand',
          'Întrerupător pentru rulou Legrand Valena',
          'Выключатель для рольставни Legrand Valena',
          19,
          [spec(n.mount, 'încastrat', 'встраиваемый')],
          undefined,
          'remote',
        ],
      ],
    ),
  ],
};

const blindAccessories = ['kit-intretinere-textile'];
const blind = { unit: 'm2' as const, accessories: blindAccessories };

export const blinds: SeedFamily = {
  slug: 'jaluzele',
  image: 'blind-horizontal',
  description: t(
    'Jaluzele și rulouri textile pentru fiecare fereastră: orizontale, verticale, plisate, zi-noapte și blackout, plus jaluzele exterioare de fațadă.',
    'Жалюзи и рулонные шторы для любого окна: горизонтальные, вертикальные, плиссе, «день-ночь» и блэкаут, а также наружные фасадные жалюзи.',
  ),
  note: t(
    'Le confecționăm după măsurătorile ferestrei dumneavoastră; montajul durează de obicei sub o oră pe fereastră.',
    'Изготавливаем по размерам вашего окна; монтаж обычно занимает меньше часа на окно.',
  ),
  children: [
    group(
      'jaluzele-orizontale',
      'blind-horizontal',
      [
        'Jaluzelele orizontale reglează lumina cu o simplă rotire a lamelelor.',
        'Горизонтальные жалюзи регулируют свет простым поворотом ламелей.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        [
          'jaluzea-orizontala-isotra',
          'Jaluzea orizontală Isotra, 25 mm',
          'Горизонтальные жалюзи Isotra, 25 мм',
          24,
          [spec(n.lamella, 'aluminiu, 25 mm', 'алюминий, 25 мм')],
        ],
        [
          'jaluzea-orizontala-pe-canat',
          'Jaluzea orizontală pe canat',
          'Горизонтальные жалюзи на створку',
          29,
          [spec(n.mount, 'pe canat, fără găurire', 'на створку без сверления')],
        ],
        [
          'jaluzea-orizontala-perforata',
          'Jaluzea orizontală perforată',
          'Горизонтальные перфорированные жалюзи',
          31,
          [spec(n.lamella, 'aluminiu perforat', 'перфорированный алюминий')],
        ],
      ],
    ),
    group(
      'jaluzele-verticale',
      'blind-vertical',
      [
        'Jaluzelele verticale sunt potrivite pentru ferestre mari, birouri și uși de balcon.',
        'Вертикальные жалюзи подходят для больших окон, офисов и балконных дверей.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        [
          'jaluzea-verticala-textil',
          'Jaluzea verticală textilă, 89 mm',
          'Вертикальные тканевые жалюзи, 89 мм',
          19,
          [spec(n.lamella, 'textil, 89 mm', 'ткань, 89 мм')],
        ],
        [
          'jaluzea-verticala-pvc',
          'Jaluzea verticală PVC',
          'Вертикальные жалюзи ПВХ',
          22,
          [spec(n.lamella, 'PVC, 89 mm', 'ПВХ, 89 мм')],
        ],
        [
          'jaluzea-verticala-blackout',
          'Jaluzea verticală blackout',
          'Вертикальные жалюзи блэкаут',
          26,
          [spec(n.light, '0%')],
        ],
      ],
    ),
    group(
      'jaluzele-plisate',
      'blind-pleated',
      [
        'Plisatele se mișcă de sus în jos și de jos în sus — bune pentru ferestre de formă neobișnuită.',
        'Плиссе движутся и сверху вниз, и снизу вверх — хороши для окон необычной формы.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        [
          'plisat-standard',
          'Plisat standard',
          'Плиссе стандарт',
          39,
          [spec(n.fabric, 'poliester, 20 mm', 'полиэстер, 20 мм')],
        ],
        [
          'plisat-zi-noapte',
          'Plisat zi-noapte cu două țesături',
          'Плиссе «день-ночь» с двумя тканями',
          55,
          [spec(n.fabric, 'translucidă și blackout', 'полупрозрачная и блэкаут')],
        ],
        [
          'plisat-mansarda',
          'Plisat pentru fereastra de mansardă',
          'Плиссе для мансардного окна',
          65,
          [spec(n.mount, 'în ghidaje laterale', 'в боковых направляющих')],
        ],
      ],
    ),
    group(
      'rulouri-textile',
      'blind-roller',
      [
        'Rulourile textile se înfășoară pe un ax și lasă fereastra complet liberă ziua.',
        'Рулонные шторы наматываются на вал и днём полностью освобождают окно.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        [
          'rulou-textil-mini',
          'Rulou textil Mini pe canat',
          'Рулонная штора «Мини» на створку',
          22,
          [spec(n.mount, 'pe canat', 'на створку')],
        ],
        [
          'rulou-textil-uni',
          'Rulou textil UNI cu ghidaje',
          'Рулонная штора UNI с направляющими',
          35,
          [spec(n.mount, 'în ghidaje, pe canat', 'в направляющих, на створку')],
        ],
        [
          'rulou-textil-perete',
          'Rulou textil pe perete',
          'Рулонная штора на стену',
          27,
          [spec(n.mount, 'pe perete sau tavan', 'на стену или потолок')],
        ],
      ],
    ),
    group(
      'rulouri-zi-noapte',
      'blind-roller',
      [
        'Dungi transparente și opace alternează: deplasați-le ca să lăsați lumina sau să o opriți.',
        'Прозрачные и плотные полосы чередуются: сдвиньте их, чтобы впустить свет или закрыться.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        [
          'zi-noapte-standard',
          'Rulou zi-noapte Standard',
          'Штора «день-ночь» Стандарт',
          32,
          [spec(n.fabric, 'poliester', 'полиэстер')],
        ],
        [
          'zi-noapte-bambus',
          'Rulou zi-noapte cu textură de bambus',
          'Штора «день-ночь» с фактурой бамбука',
          38,
          [spec(n.fabric, 'poliester cu textură', 'фактурный полиэстер')],
        ],
        [
          'zi-noapte-caseta',
          'Rulou zi-noapte în casetă',
          'Штора «день-ночь» в кассете',
          45,
          [spec(n.mount, 'casetă cu ghidaje', 'кассета с направляющими')],
        ],
      ],
    ),
    group(
      'jaluzele-romane',
      'blind-roman',
      [
        'Jaluzelele romane se strâng în pliuri moi și aduc căldura unei perdele.',
        'Римские шторы собираются мягкими складками и дают уют обычной шторы.',
      ],
      { ...blind, specs: [warranty(2)] },
      [
        ['romana-in', 'Jaluzea romană din in', 'Римская штора из льна', 49, [spec(n.fabric, 'in', 'лён')]],
        ['romana-blackout', 'Jaluzea romană blackout', 'Римская штора блэкаут', 54, [spec(n.light, '0%')]],
        [
          'romana-voal',
          'Jaluzea romană din voal',
          'Римская штора из вуали',
          42,
          [spec(n.fabric, 'voal', 'вуаль')],
        ],
      ],
    ),
    group(
      'jaluzele-lemn',
      'blind-horizontal',
      [
        'Jaluzelele din lemn de bambus sau tei dau camerei un aer cald și natural.',
        'Деревянные жалюзи из бамбука или липы придают комнате тёплый природный вид.',
      ],
      { ...blind, specs: [warranty(3)] },
      [
        [
          'jaluzea-lemn-tei-50',
          'Jaluzea din lemn de tei, 50 mm',
          'Жалюзи из липы, 50 мм',
          79,
          [spec(n.lamella, 'tei, 50 mm', 'липа, 50 мм')],
        ],
        [
          'jaluzea-lemn-bambus-25',
          'Jaluzea din bambus, 25 mm',
          'Жалюзи из бамбука, 25 мм',
          65,
          [spec(n.lamella, 'bambus, 25 mm', 'бамбук, 25 мм')],
        ],
        [
          'jaluzea-lemn-abachi',
          'Jaluzea din abachi, 50 mm',
          'Жалюзи из абаши, 50 мм',
          85,
          [spec(n.lamella, 'abachi, 50 mm', 'абаши, 50 мм')],
        ],
      ],
    ),
    group(
      'jaluzele-aluminiu',
      'blind-horizontal',
      [
        'Jaluzelele din aluminiu sunt rezistente la umezeală — pentru bucătării și băi.',
        'Алюминиевые жалюзи не боятся влаги — для кухонь и ванных.',
      ],
      { ...blind, specs: [warranty(3)] },
      [
        [
          'jaluzea-aluminiu-16',
          'Jaluzea din aluminiu, 16 mm',
          'Алюминиевые жалюзи, 16 мм',
          27,
          [spec(n.lamella, '16 mm', '16 мм')],
        ],
        [
          'jaluzea-aluminiu-25-color',
          'Jaluzea din aluminiu colorată, 25 mm',
          'Цветные алюминиевые жалюзи, 25 мм',
          26,
          [spec(n.lamella, '25 mm, 120 de culori', '25 мм, 120 цветов')],
        ],
        [
          'jaluzea-aluminiu-50',
          'Jaluzea din aluminiu, 50 mm',
          'Алюминиевые жалюзи, 50 мм',
          39,
          [spec(n.lamella, '50 mm', '50 мм')],
        ],
      ],
    ),
    group(
      'jaluzele-mansarda',
      'window-roof',
      [
        'Jaluzele pentru ferestrele de mansardă, ținute în ghidaje la orice înclinație a acoperișului.',
        'Жалюзи для мансардных окон, которые держатся в направляющих при любом наклоне крыши.',
      ],
      { unit: 'piece', from: true, accessories: blindAccessories, specs: [warranty(2)] },
      [
        [
          'jaluzea-mansarda-rulou',
          'Rulou pentru fereastra de mansardă',
          'Рулонная штора для мансардного окна',
          69,
          [spec(n.compatible, 'ferestre 78 × 118 cm', 'окна 78 × 118 см')],
        ],
        [
          'jaluzea-mansarda-plisata',
          'Plisat pentru fereastra de mansardă',
          'Плиссе для мансардного окна',
          79,
          [spec(n.compatible, 'ferestre 78 × 118 cm', 'окна 78 × 118 см')],
        ],
        [
          'jaluzea-mansarda-blackout',
          'Rulou blackout pentru mansardă',
          'Штора блэкаут для мансарды',
          89,
          [spec(n.light, '0%')],
        ],
      ],
    ),
    group(
      'jaluzele-blackout',
      'blind-roller',
      [
        'Blackout înseamnă întuneric deplin ziua — pentru dormitoare, camere de copii și săli de proiecție.',
        'Блэкаут — полная темнота днём: для спален, детских и переговорных.',
      ],
      { ...blind, specs: [spec(n.light, '0%'), warranty(2)] },
      [
        [
          'blackout-rulou-caseta',
          'Rulou blackout în casetă',
          'Штора блэкаут в кассете',
          45,
          [spec(n.mount, 'casetă cu ghidaje', 'кассета с направляющими')],
        ],
        [
          'blackout-plisat-honeycomb',
          'Plisat blackout tip fagure',
          'Плиссе блэкаут «соты»',
          69,
          [spec(n.fabric, 'fagure, termoizolant', 'соты, теплоизолирующая')],
        ],
        [
          'blackout-vertical',
          'Jaluzea verticală blackout',
          'Вертикальные жалюзи блэкаут',
          28,
          [spec(n.lamella, 'textil, 89 mm', 'ткань, 89 мм')],
        ],
      ],
    ),
    group(
      'jaluzele-fatada',
      'blind-horizontal',
      [
        'Jaluzelele de fațadă opresc soarele înainte de geam și pot fi reglate ca jaluzelele interioare.',
        'Фасадные жалюзи останавливают солнце до стекла и регулируются как внутренние.',
      ],
      {
        unit: 'm2',
        accessories: ['motor-somfy-oximo'],
        specs: [spec(n.drive, 'motor', 'мотор'), warranty(5)],
      },
      [
        [
          'jaluzea-fatada-c80',
          'Jaluzea de fațadă C-80',
          'Фасадные жалюзи C-80',
          149,
          [spec(n.lamella, 'C, 80 mm', 'C, 80 мм')],
        ],
        [
          'jaluzea-fatada-z90',
          'Jaluzea de fațadă Z-90',
          'Фасадные жалюзи Z-90',
          169,
          [spec(n.lamella, 'Z, 90 mm', 'Z, 90 мм')],
        ],
        [
          'jaluzea-fatada-s90',
          'Jaluzea de fațadă S-90',
          'Фасадные жалюзи S-90',
          175,
          [spec(n.lamella, 'S, 90 mm', 'S, 90 мм')],
        ],
      ],
    ),
    group(
      'raffstore',
      'blind-horizontal',
      [
        'Raffstore este jaluzeaua exterioară cu casetă ascunsă, pentru case cu ferestre mari spre sud.',
        'Раффсторе — наружные жалюзи со скрытым коробом для домов с большими окнами на юг.',
      ],
      {
        unit: 'm2',
        accessories: ['motor-somfy-oximo'],
        specs: [spec(n.drive, 'motor Somfy J4 io', 'мотор Somfy J4 io'), warranty(5)],
      },
      [
        [
          'raffstore-warema-e80',
          'Raffstore Warema E80',
          'Раффсторе Warema E80',
          189,
          [spec(n.lamella, 'E80')],
        ],
        [
          'raffstore-heroal-vs-z',
          'Raffstore Heroal VS Z',
          'Раффсторе Heroal VS Z',
          179,
          [spec(n.lamella, 'Z, 90 mm', 'Z, 90 мм')],
        ],
        [
          'raffstore-griesser-metalunic',
          'Raffstore Griesser Metalunic',
          'Раффсторе Griesser Metalunic',
          209,
          [spec(n.lamella, '80 mm', '80 мм')],
        ],
      ],
    ),
  ],
};

const netSpecs = [spec(n.mesh, 'fibră de sticlă cu PVC', 'стекловолокно с ПВХ')];

export const insectScreens: SeedFamily = {
  slug: 'plase-anti-insecte',
  image: 'net',
  description: t(
    'Plase anti-insecte pentru ferestre și uși: cu ramă, glisante, plisate și rulou, cu pânză standard, anti-praf, anti-polen sau anti-pisică.',
    'Москитные сетки для окон и дверей: рамочные, раздвижные, плиссе и рулонные, с полотном стандарт, антипыль, антипыльца или антикошка.',
  ),
  note: t(
    'Plasa se face pe măsura ferestrei și se montează fără găurirea tocului.',
    'Сетка делается по размеру окна и ставится без сверления рамы.',
  ),
  children: [
    group(
      'plase-cu-rama',
      'net',
      [
        'Plasa cu ramă se prinde cu cârlige sau clipsuri și se scoate ușor pentru iarnă.',
        'Рамочная сетка крепится на крючки или зацепы и легко снимается на зиму.',
      ],
      { unit: 'm2', specs: [...netSpecs, warranty(2)] },
      [
        [
          'plasa-cu-rama-standard',
          'Plasă cu ramă standard',
          'Рамочная сетка стандарт',
          19,
          [spec(n.mount, 'cârlige în Z', 'Z-образные крючки')],
        ],
        [
          'plasa-cu-rama-clipsuri',
          'Plasă cu ramă pe clipsuri',
          'Рамочная сетка на пластиковых зацепах',
          22,
          [spec(n.mount, 'clipsuri din plastic', 'пластиковые зацепы')],
        ],
        [
          'plasa-cu-rama-balamale',
          'Plasă cu ramă pe balamale',
          'Рамочная сетка на петлях',
          34,
          [spec(n.mount, 'balamale și magnet', 'петли и магнит')],
        ],
      ],
    ),
    group(
      'plase-glisante',
      'net',
      [
        'Plasele glisante se mișcă pe șine, ca fereastra glisantă a balconului.',
        'Раздвижные сетки ездят по направляющим, как раздвижное окно балкона.',
      ],
      { unit: 'm2', specs: [...netSpecs, warranty(2)] },
      [
        [
          'plasa-glisanta-balcon',
          'Plasă glisantă pentru balcon',
          'Раздвижная сетка для балкона',
          29,
          [spec(n.compatible, 'profile Provedal, Alutech', 'профили Provedal, Alutech')],
        ],
        [
          'plasa-glisanta-pvc',
          'Plasă glisantă pentru ferestre PVC glisante',
          'Раздвижная сетка для раздвижных окон ПВХ',
          32,
          [spec(n.compatible, 'Smart-Slide, PSK', 'Smart-Slide, PSK')],
        ],
        [
          'plasa-glisanta-terasa',
          'Plasă glisantă pentru terasă',
          'Раздвижная сетка для террасы',
          38,
          [spec(n.maxSize, '1,5 × 2,4 m', '1,5 × 2,4 м')],
        ],
      ],
    ),
    group(
      'plase-plisate',
      'net',
      [
        'Plasa plisată se strânge lateral într-o casetă îngustă și nu are praguri înalte.',
        'Сетка плиссе складывается вбок в узкий короб и не имеет высокого порога.',
      ],
      { unit: 'm2', from: true, specs: [warranty(3)] },
      [
        [
          'plasa-plisata-fereastra',
          'Plasă plisată pentru fereastră',
          'Сетка плиссе для окна',
          59,
          [spec(n.mesh, 'poliester plisat', 'плиссированный полиэстер')],
        ],
        [
          'plasa-plisata-usa',
          'Plasă plisată pentru ușă',
          'Сетка плиссе для двери',
          69,
          [spec(n.maxSize, '1,6 × 2,5 m', '1,6 × 2,5 м')],
        ],
        [
          'plasa-plisata-dubla',
          'Plasă plisată dublă',
          'Двойная сетка плиссе',
          79,
          [spec(n.maxSize, '3,2 × 2,5 m', '3,2 × 2,5 м')],
        ],
      ],
    ),
    group(
      'plase-rulou',
      'net',
      [
        'Plasa rulou se înfășoară în caseta de sus când nu e nevoie de ea.',
        'Рулонная сетка сворачивается в верхний короб, когда не нужна.',
      ],
      { unit: 'm2', specs: [...netSpecs, warranty(3)] },
      [
        [
          'plasa-rulou-verticala',
          'Plasă rulou verticală',
          'Вертикальная рулонная сетка',
          45,
          [spec(n.drive, 'arc, cu frână', 'пружина с тормозом')],
        ],
        [
          'plasa-rulou-orizontala',
          'Plasă rulou orizontală pentru ușă',
          'Горизонтальная рулонная сетка для двери',
          55,
          [spec(n.drive, 'lanț de ghidare', 'направляющая цепь')],
        ],
        [
          'plasa-rulou-in-rulou-exterior',
          'Plasă rulou integrată în ruloul exterior',
          'Сетка, встроенная в рольставню',
          49,
          [spec(n.mount, 'în caseta ruloului', 'в коробе рольставни')],
        ],
      ],
    ),
    group(
      'plase-usi',
      'net',
      [
        'Plase pentru ușile de balcon și de intrare: cu balamale, magnetice sau plisate.',
        'Сетки для балконных и входных дверей: на петлях, магнитные или плиссе.',
      ],
      { unit: 'piece', from: true, specs: [...netSpecs, warranty(2)] },
      [
        [
          'plasa-usa-balamale',
          'Plasă pentru ușă pe balamale',
          'Дверная сетка на петлях',
          79,
          [spec(n.size, 'până la 1 × 2,2 m', 'до 1 × 2,2 м')],
        ],
        [
          'plasa-usa-magnetica',
          'Plasă pentru ușă cu magneți',
          'Дверная сетка на магнитах',
          25,
          [spec(n.mount, 'bandă autoadezivă', 'самоклеящаяся лента')],
        ],
        [
          'plasa-usa-glisanta',
          'Plasă glisantă pentru ușă de terasă',
          'Раздвижная сетка для террасной двери',
          99,
          [spec(n.size, 'până la 1,2 × 2,4 m', 'до 1,2 × 2,4 м')],
        ],
      ],
    ),
    group(
      'panza-standard',
      'net',
      [
        'Pânza standard din fibră de sticlă oprește țânțarii și muștele și lasă aerul să circule.',
        'Стандартное полотно из стекловолокна задерживает комаров и мух и пропускает воздух.',
      ],
      {
        unit: 'metre',
        lengthM: 30,
        specs: [spec(n.mesh, 'fibră de sticlă, ochi 1,2 × 1,2 mm', 'стекловолокно, ячейка 1,2 × 1,2 мм')],
      },
      [
        [
          'panza-standard-gri-12',
          'Pânză standard gri, lățime 1,2 m',
          'Стандартное полотно серое, ширина 1,2 м',
          2.4,
          [spec(n.colour, 'gri', 'серый')],
        ],
        [
          'panza-standard-neagra-14',
          'Pânză standard neagră, lățime 1,4 m',
          'Стандартное полотно чёрное, ширина 1,4 м',
          2.8,
          [spec(n.colour, 'negru', 'чёрный')],
        ],
        [
          'panza-standard-alba-16',
          'Pânză standard albă, lățime 1,6 m',
          'Стандартное полотно белое, ширина 1,6 м',
          3.2,
          [spec(n.colour, 'alb', 'белый')],
        ],
      ],
    ),
    group(
      'panza-antipraf',
      'net',
      [
        'Pânza anti-praf are ochiuri mai mici și ține afară praful de pe stradă și puful de plop.',
        'Полотно «антипыль» с мелкой ячейкой задерживает уличную пыль и тополиный пух.',
      ],
      { unit: 'metre', lengthM: 30, specs: [spec(n.colour, 'gri', 'серый')] },
      [
        [
          'panza-antipraf-12',
          'Pânză anti-praf, lățime 1,2 m',
          'Полотно антипыль, ширина 1,2 м',
          4.9,
          [spec(n.mesh, 'ochi 0,6 mm', 'ячейка 0,6 мм')],
        ],
        [
          'panza-antipraf-14',
          'Pânză anti-praf, lățime 1,4 m',
          'Полотно антипыль, ширина 1,4 м',
          5.6,
          [spec(n.mesh, 'ochi 0,6 mm', 'ячейка 0,6 мм')],
        ],
        [
          'panza-microtul',
          'Pânză Micro-tul, lățime 1,4 m',
          'Полотно Micro-tul, ширина 1,4 м',
          6.3,
          [spec(n.mesh, 'ochi 0,4 mm', 'ячейка 0,4 мм')],
        ],
      ],
    ),
    group(
      'panza-antipolen',
      'net',
      [
        'Pânza anti-polen reține până la 90% din polen — un ajutor real pentru alergici primăvara.',
        'Полотно «антипыльца» задерживает до 90% пыльцы — реальная помощь аллергикам весной.',
      ],
      { unit: 'metre', lengthM: 25, specs: [spec(n.mesh, 'Poll-tex', 'Poll-tex')] },
      [
        [
          'panza-antipolen-12',
          'Pânză anti-polen Poll-tex, lățime 1,2 m',
          'Полотно антипыльца Poll-tex, ширина 1,2 м',
          9.9,
          [spec(n.width, '1,2 m', '1,2 м')],
        ],
        [
          'panza-antipolen-14',
          'Pânză anti-polen Poll-tex, lățime 1,4 m',
          'Полотно антипыльца Poll-tex, ширина 1,4 м',
          11.5,
          [spec(n.width, '1,4 m', '1,4 м')],
        ],
        [
          'panza-antipolen-16',
          'Pânză anti-polen Poll-tex, lățime 1,6 m',
          'Полотно антипыльца Poll-tex, ширина 1,6 м',
          12.9,
          [spec(n.width, '1,6 m', '1,6 м')],
        ],
      ],
    ),
    group(
      'panza-antipisica',
      'net',
      [
        'Pânza anti-pisică din poliester cu vinil rezistă la gheare și nu se rupe dacă pisica sare pe ea.',
        'Полотно «антикошка» из полиэстера с винилом выдерживает когти и не рвётся, если кошка прыгнет на него.',
      ],
      { unit: 'metre', lengthM: 30, specs: [spec(n.mesh, 'poliester cu vinil', 'полиэстер с винилом')] },
      [
        [
          'panza-antipisica-12',
          'Pânză anti-pisică, lățime 1,2 m',
          'Полотно антикошка, ширина 1,2 м',
          7.9,
          [spec(n.colour, 'gri', 'серый')],
        ],
        [
          'panza-antipisica-14',
          'Pânză anti-pisică, lățime 1,4 m',
          'Полотно антикошка, ширина 1,4 м',
          8.9,
          [spec(n.colour, 'gri', 'серый')],
        ],
        [
          'panza-antipisica-neagra-14',
          'Pânză anti-pisică neagră, lățime 1,4 m',
          'Полотно антикошка чёрное, ширина 1,4 м',
          9.4,
          [spec(n.colour, 'negru', 'чёрный')],
        ],
      ],
    ),
  ],
};
