import { group, mm, names as n, type SeedFamily, spec, warranty } from './catalog-model';
import { t } from './text';

// Doors: priced per door of a standard size; a different size or glazing changes the price.

const entryAccessories = [
  'maner-usa-hoppe-amsterdam',
  'cilindru-abus-ec660',
  'amortizor-dorma-ts68',
  'prag-aluminiu-20',
];
const interiorAccessories = ['maner-usa-hoppe-amsterdam', 'amortizor-geze-ts1500'];

const entry = {
  unit: 'piece' as const,
  from: true,
  accessories: entryAccessories,
};

export const doors: SeedFamily = {
  slug: 'usi',
  image: 'door-entry',
  description: t(
    'Uși de intrare, interioare și sisteme de terasă HST și PSK, fabricate pe măsura golului. Montaj, reglaj și service de la aceeași echipă.',
    'Входные, межкомнатные двери и террасные системы HST и PSK, изготовленные по размеру проёма. Монтаж, регулировка и сервис — одной бригадой.',
  ),
  note: t(
    'Prețul este pentru dimensiunea standard; pentru alt gol, altă culoare sau alt vitraj îl calculăm după măsurare, gratuit.',
    'Цена указана для стандартного размера; для другого проёма, цвета или остекления рассчитаем её после бесплатного замера.',
  ),
  children: [
    group(
      'usi-intrare-pvc',
      'door-entry',
      [
        'Ușile de intrare din PVC sunt calde și ușor de întreținut, potrivite pentru case și blocuri.',
        'Входные двери из ПВХ тёплые и неприхотливые — для частных домов и подъездов.',
      ],
      { ...entry, specs: [spec(n.size, '1000 × 2100 mm', '1000 × 2100 мм'), warranty(10)] },
      [
        [
          'usa-intrare-pvc-rehau-clasic',
          'Ușă de intrare PVC Rehau Clasic',
          'Входная дверь ПВХ Rehau «Классик»',
          690,
          [
            spec(n.profile, 'Rehau Euro-Design 70'),
            spec(n.lock, 'cu 3 puncte de închidere', 'трёхточечный замок'),
          ],
        ],
        [
          'usa-intrare-pvc-salamander-panou',
          'Ușă PVC Salamander cu panou decorativ',
          'Дверь ПВХ Salamander с декоративной панелью',
          890,
          [
            spec(n.profile, 'Salamander bluEvolution 82'),
            spec(n.lock, 'automată, cu 5 puncte', 'автоматический, 5 точек'),
          ],
        ],
        [
          'usa-intrare-pvc-vitrata',
          'Ușă de intrare PVC vitrată',
          'Входная дверь ПВХ со стеклом',
          760,
          [
            spec(n.profile, 'Veka Softline 70'),
            spec(n.glazing, 'sticlă securizată mată', 'матовое закалённое стекло'),
          ],
        ],
      ],
    ),
    group(
      'usi-intrare-aluminiu',
      'door-entry',
      [
        'Ușile din aluminiu cu punte termică sunt rigide, rezistă ani la rând și arată impecabil pe fațade moderne.',
        'Алюминиевые двери с терморазрывом жёсткие, служат десятилетиями и безупречно смотрятся на современных фасадах.',
      ],
      { ...entry, specs: [spec(n.size, '1100 × 2200 mm', '1100 × 2200 мм'), warranty(15)] },
      [
        [
          'usa-aluminiu-aluprof-mb86',
          'Ușă de intrare Aluprof MB-86',
          'Входная дверь Aluprof MB-86',
          1450,
          [spec(n.profile, 'Aluprof MB-86'), spec(n.uw, '1,1 W/m²K')],
        ],
        [
          'usa-aluminiu-schuco-ads90',
          'Ușă de intrare Schüco ADS 90.SI',
          'Входная дверь Schüco ADS 90.SI',
          2390,
          [spec(n.profile, 'Schüco ADS 90.SI'), spec(n.uw, '0,9 W/m²K')],
        ],
        [
          'usa-aluminiu-panou-ascuns',
          'Ușă din aluminiu cu panou ascuns',
          'Алюминиевая дверь со скрытой створкой',
          2890,
          [spec(n.profile, 'Reynaers CS 104'), spec(n.lock, 'cu amprentă', 'с отпечатком пальца')],
        ],
      ],
    ),
    group(
      'usi-metalice',
      'door-entry',
      [
        'Ușile metalice cu tablă de 2 mm și vată minerală protejează apartamentul de efracție și de frig.',
        'Металлические двери из стали 2 мм с минватой защищают квартиру от взлома и холода.',
      ],
      { ...entry, specs: [spec(n.size, '960 × 2050 mm', '960 × 2050 мм'), warranty(5)] },
      [
        [
          'usa-metalica-standard',
          'Ușă metalică Standard',
          'Металлическая дверь «Стандарт»',
          390,
          [spec(n.lock, 'două încuietori', 'два замка')],
        ],
        [
          'usa-metalica-termo',
          'Ușă metalică Termo cu întrerupere termică',
          'Металлическая дверь «Термо» с терморазрывом',
          640,
          [spec(n.lock, 'două încuietori, clasa 4', 'два замка 4 класса')],
        ],
        [
          'usa-metalica-mdf',
          'Ușă metalică cu panou MDF',
          'Металлическая дверь с панелью МДФ',
          520,
          [spec(n.colour, 'wenge sau stejar alb', 'венге или белёный дуб')],
        ],
      ],
    ),
    group(
      'usi-lemn',
      'door-entry',
      [
        'Ușile din lemn masiv se fac în atelierul nostru, din stejar sau frasin uscat în cameră.',
        'Двери из массива изготавливаем в нашем цеху из камерной сушки дуба или ясеня.',
      ],
      { ...entry, specs: [warranty(5)] },
      [
        [
          'usa-lemn-stejar-clasica',
          'Ușă din stejar masiv Clasică',
          'Дверь из массива дуба «Классика»',
          1290,
          [spec(n.material, 'stejar', 'дуб'), mm(n.thickness, '68')],
        ],
        [
          'usa-lemn-frasin-modern',
          'Ușă din frasin Modern',
          'Дверь из ясеня «Модерн»',
          1150,
          [spec(n.material, 'frasin', 'ясень'), mm(n.thickness, '68')],
        ],
        [
          'usa-lemn-stejar-vitrata',
          'Ușă din stejar cu vitraj',
          'Дверь из дуба со стеклом',
          1390,
          [
            spec(n.material, 'stejar', 'дуб'),
            spec(n.glazing, 'dublu, sablat', 'двухкамерный, пескоструйный рисунок'),
          ],
        ],
      ],
    ),
    group(
      'usi-interioare',
      'door-interior',
      [
        'Ușile interioare vin cu toc, pervaze și feronerie — montate într-o zi.',
        'Межкомнатные двери поставляются с коробкой, наличниками и фурнитурой — монтаж за один день.',
      ],
      {
        unit: 'piece',
        from: true,
        accessories: interiorAccessories,
        specs: [spec(n.size, '800 × 2000 mm', '800 × 2000 мм'), warranty(2)],
      },
      [
        [
          'usa-interioara-alba-neteda',
          'Ușă interioară albă, netedă',
          'Межкомнатная дверь белая гладкая',
          180,
          [spec(n.material, 'MDF vopsit', 'крашеный МДФ')],
        ],
        [
          'usa-interioara-ecofurnir',
          'Ușă interioară din eco-furnir',
          'Межкомнатная дверь в экошпоне',
          149,
          [spec(n.material, 'eco-furnir', 'экошпон')],
        ],
        [
          'usa-interioara-furnir-stejar',
          'Ușă interioară furnir stejar',
          'Межкомнатная дверь, шпон дуба',
          265,
          [spec(n.material, 'furnir natural de stejar', 'натуральный шпон дуба')],
        ],
      ],
    ),
    group(
      'usi-glisante',
      'door-sliding',
      [
        'Ușile glisante economisesc spațiu: canatul alunecă de-a lungul peretelui sau în interiorul lui.',
        'Раздвижные двери экономят место: полотно уходит вдоль стены или внутрь неё.',
      ],
      { unit: 'piece', from: true, accessories: interiorAccessories, specs: [warranty(3)] },
      [
        [
          'usa-glisanta-pe-perete',
          'Ușă glisantă pe perete',
          'Раздвижная дверь вдоль стены',
          320,
          [spec(n.mount, 'șină aparentă', 'открытая направляющая')],
        ],
        [
          'usa-glisanta-in-perete',
          'Ușă glisantă în perete (casetă)',
          'Раздвижная дверь в пенал',
          540,
          [spec(n.mount, 'casetă Eclisse', 'пенал Eclisse')],
        ],
        [
          'usa-glisanta-sticla',
          'Ușă glisantă din sticlă',
          'Раздвижная стеклянная дверь',
          460,
          [spec(n.material, 'sticlă securizată 8 mm', 'закалённое стекло 8 мм')],
        ],
      ],
    ),
    group(
      'usi-pliante',
      'door-sliding',
      [
        'Ușile pliante se strâng ca un acordeon și deschid complet trecerea spre terasă sau între camere.',
        'Двери-гармошки складываются и полностью открывают проход на террасу или между комнатами.',
      ],
      { unit: 'piece', from: true, specs: [warranty(5)] },
      [
        [
          'usa-plianta-pvc-interioara',
          'Ușă pliantă PVC pentru interior',
          'Дверь-гармошка ПВХ для интерьера',
          210,
          [spec(n.material, 'PVC', 'ПВХ')],
        ],
        [
          'usa-plianta-aluminiu-3-canaturi',
          'Ușă pliantă din aluminiu, 3 canaturi',
          'Складная алюминиевая дверь, 3 створки',
          2490,
          [spec(n.profile, 'Aluprof MB-86 Fold Line'), spec(n.size, '3000 × 2200 mm', '3000 × 2200 мм')],
        ],
        [
          'usa-plianta-aluminiu-5-canaturi',
          'Ușă pliantă din aluminiu, 5 canaturi',
          'Складная алюминиевая дверь, 5 створок',
          3990,
          [spec(n.profile, 'Aluprof MB-86 Fold Line'), spec(n.size, '5000 × 2200 mm', '5000 × 2200 мм')],
        ],
      ],
    ),
    group(
      'usi-sticla',
      'door-interior',
      [
        'Ușile din sticlă securizată lasă lumina să treacă între camere și sunt ușor de curățat.',
        'Двери из закалённого стекла пропускают свет между комнатами и легко моются.',
      ],
      {
        unit: 'piece',
        from: true,
        accessories: interiorAccessories,
        specs: [mm(n.thickness, '8'), warranty(3)],
      },
      [
        [
          'usa-sticla-transparenta',
          'Ușă din sticlă transparentă',
          'Дверь из прозрачного стекла',
          290,
          [spec(n.glazing, 'transparentă', 'прозрачное')],
        ],
        [
          'usa-sticla-mata',
          'Ușă din sticlă mată',
          'Дверь из матового стекла',
          320,
          [spec(n.glazing, 'mată, satinată', 'матовое сатинированное')],
        ],
        [
          'usa-sticla-loft',
          'Ușă loft cu rame negre',
          'Дверь в стиле лофт с чёрной рамкой',
          540,
          [spec(n.colour, 'negru mat', 'чёрный матовый')],
        ],
      ],
    ),
    group(
      'portal-hst',
      'door-sliding',
      [
        'Portalul HST se ridică și glisează ușor, deschizând până la 6 metri de sticlă spre grădină.',
        'Портал HST поднимается и легко сдвигается, открывая до 6 метров стекла в сад.',
      ],
      {
        unit: 'piece',
        from: true,
        specs: [spec(n.glazing, 'triplu, 48 mm', 'трёхкамерный, 48 мм'), warranty(10)],
      },
      [
        [
          'portal-hst-rehau-geneo',
          'Portal HST Rehau Geneo',
          'Портал HST Rehau Geneo',
          2890,
          [spec(n.profile, 'Rehau Geneo HST'), spec(n.size, '3000 × 2300 mm', '3000 × 2300 мм')],
        ],
        [
          'portal-hst-salamander',
          'Portal HST Salamander evolutionDrive',
          'Портал HST Salamander evolutionDrive',
          2690,
          [
            spec(n.profile, 'Salamander evolutionDrive HST'),
            spec(n.size, '3000 × 2300 mm', '3000 × 2300 мм'),
          ],
        ],
        [
          'portal-hst-schuco',
          'Portal HST Schüco ASS 77 PD',
          'Портал HST Schüco ASS 77 PD',
          4890,
          [spec(n.profile, 'Schüco ASS 77 PD'), spec(n.size, '4000 × 2500 mm', '4000 × 2500 мм')],
        ],
      ],
    ),
    group(
      'portal-psk',
      'door-sliding',
      [
        'Portalul PSK se înclină pentru aerisire și glisează în paralel — o soluție accesibilă pentru ieșirea pe terasă.',
        'Портал PSK откидывается на проветривание и сдвигается параллельно — доступный выход на террасу.',
      ],
      {
        unit: 'piece',
        from: true,
        specs: [spec(n.glazing, 'triplu, 44 mm', 'трёхкамерный, 44 мм'), warranty(10)],
      },
      [
        [
          'portal-psk-aluplast',
          'Portal PSK Aluplast Ideal 4000',
          'Портал PSK Aluplast Ideal 4000',
          1390,
          [spec(n.size, '2000 × 2100 mm', '2000 × 2100 мм')],
        ],
        [
          'portal-psk-rehau',
          'Portal PSK Rehau Euro-Design 70',
          'Портал PSK Rehau Euro-Design 70',
          1490,
          [spec(n.size, '2000 × 2100 mm', '2000 × 2100 мм')],
        ],
        [
          'portal-psk-veka',
          'Portal PSK Veka Softline 82',
          'Портал PSK Veka Softline 82',
          1690,
          [spec(n.size, '2400 × 2200 mm', '2400 × 2200 мм')],
        ],
      ],
    ),
  ],
};
