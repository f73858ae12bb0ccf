import type { DeliveryCity } from '@vitrina/forms';
import type { SpecialistPhone, Translated, TranslatedPair } from '../schema';
import { same, t } from './text';

// The demo specialists of the finder (docs/product.md §2 Specialist finder, §3 Specialist): installers of windows, doors,
// gates and shading who work with the shop's products. Names are in Romanian and Russian spelling; phones in
// the +373 mask of the forms; prices in euro cents; ratings in half stars (9 → 4.5).

export interface SeedSpecialist {
  /** The photo's file name under static/specialists/ (without '.svg'). */
  slug: string;
  name: Translated;
  city: DeliveryCity;
  ratingHalves: number;
  priceCents: number;
  email: string;
  checks: Translated[];
  prices: { name: Translated; priceCents: number }[];
  phones: SpecialistPhone[];
  properties: TranslatedPair[];
}

const check = {
  identity: t('Identitate verificată', 'Личность подтверждена'),
  contract: t('Lucrează cu contract și garanție în scris', 'Работает по договору с письменной гарантией'),
  works: t('Lucrări verificate de echipa noastră', 'Работы проверены нашей командой'),
  rehau: t('Certificat de instalator Rehau', 'Сертифицированный монтажник Rehau'),
  salamander: t('Certificat de instalator Salamander', 'Сертифицированный монтажник Salamander'),
  hormann: t('Instruit de Hörmann pentru porți și uși', 'Обучен Hörmann монтажу ворот и дверей'),
  somfy: t('Certificat Somfy pentru automatizări', 'Сертификат Somfy по автоматике'),
};

const price = {
  window: t('Montare fereastră PVC (m²)', 'Монтаж окна ПВХ (м²)'),
  dismantle: t('Demontare fereastră veche', 'Демонтаж старого окна'),
  slopes: t('Finisare pante (metru liniar)', 'Отделка откосов (погонный метр)'),
  sill: t('Montare pervaz', 'Установка подоконника'),
  adjust: t('Reglare feronerie', 'Регулировка фурнитуры'),
  entranceDoor: t('Montare ușă de intrare', 'Монтаж входной двери'),
  interiorDoor: t('Montare ușă de interior', 'Монтаж межкомнатной двери'),
  gate: t('Montare poartă secțională', 'Монтаж секционных ворот'),
  blinds: t('Montare jaluzele sau rulouri', 'Монтаж жалюзи или рулонных штор'),
  shutter: t('Montare rulou exterior', 'Монтаж наружной роллеты'),
  awning: t('Montare copertină', 'Монтаж маркизы'),
  net: t('Montare plasă anti-insecte', 'Установка москитной сетки'),
};

const mobile = t('Mobil', 'Мобильный');
const viber = same('Viber / WhatsApp');

const experience = (years: number, ru: string): TranslatedPair => ({
  name: t('Experiență', 'Опыт'),
  value: t(`${years} ani`, `${years} ${ru}`),
});
const languages = (ro: string, ru: string): TranslatedPair => ({
  name: t('Limbi vorbite', 'Языки'),
  value: t(ro, ru),
});
const romanianRussian = languages('română, rusă', 'румынский, русский');
const guarantee = (years: number, ru: string): TranslatedPair => ({
  name: t('Garanție la montaj', 'Гарантия на монтаж'),
  value: t(`${years} ani`, `${years} ${ru}`),
});
const speciality = (ro: string, ru: string): TranslatedPair => ({
  name: t('Specializare', 'Специализация'),
  value: t(ro, ru),
});
const area = (ro: string, ru: string): TranslatedPair => ({
  name: t('Zona de lucru', 'Район выезда'),
  value: t(ro, ru),
});

export const specialists: SeedSpecialist[] = [
  {
    slug: 'ion-rusu',
    name: t('Ion Rusu', 'Ион Русу'),
    city: 'chisinau',
    ratingHalves: 9,
    priceCents: 2500,
    email: 'ion.rusu@specialisti.vitrina.md',
    checks: [check.identity, check.rehau, check.works, check.contract],
    prices: [
      { name: price.window, priceCents: 1500 },
      { name: price.dismantle, priceCents: 1000 },
      { name: price.slopes, priceCents: 800 },
      { name: price.sill, priceCents: 700 },
    ],
    phones: [
      { name: mobile, value: '+373 (691) 234-56' },
      { name: viber, value: '+373 (791) 234-56' },
    ],
    properties: [
      experience(12, 'лет'),
      romanianRussian,
      guarantee(3, 'года'),
      speciality('Ferestre și uși din PVC', 'Окна и двери ПВХ'),
      area('Chișinău și suburbiile', 'Кишинёв и пригороды'),
    ],
  },
  {
    slug: 'mihai-ceban',
    name: t('Mihai Ceban', 'Михаил Чебан'),
    city: 'chisinau',
    ratingHalves: 10,
    priceCents: 3000,
    email: 'mihai.ceban@specialisti.vitrina.md',
    checks: [check.identity, check.salamander, check.works],
    prices: [
      { name: price.window, priceCents: 1700 },
      { name: price.entranceDoor, priceCents: 6000 },
      { name: price.adjust, priceCents: 800 },
    ],
    phones: [{ name: mobile, value: '+373 (692) 345-67' }],
    properties: [
      experience(15, 'лет'),
      languages('română, rusă, engleză', 'румынский, русский, английский'),
      guarantee(5, 'лет'),
      speciality('Ferestre din aluminiu, uși de intrare', 'Алюминиевые окна, входные двери'),
    ],
  },
  {
    slug: 'natalia-moraru',
    name: t('Natalia Moraru', 'Наталья Морару'),
    city: 'chisinau',
    ratingHalves: 9,
    priceCents: 1500,
    email: 'natalia.moraru@specialisti.vitrina.md',
    checks: [check.identity, check.somfy, check.contract],
    prices: [
      { name: price.blinds, priceCents: 1200 },
      { name: price.shutter, priceCents: 3500 },
      { name: price.net, priceCents: 500 },
    ],
    phones: [
      { name: mobile, value: '+373 (693) 456-78' },
      { name: viber, value: '+373 (793) 456-78' },
    ],
    properties: [
      experience(8, 'лет'),
      romanianRussian,
      guarantee(2, 'года'),
      speciality('Jaluzele, rulouri, rulouri exterioare', 'Жалюзи, рулонные шторы, роллеты'),
      area('Chișinău', 'Кишинёв'),
    ],
  },
  {
    slug: 'vasile-cojocaru',
    name: t('Vasile Cojocaru', 'Василий Кожокару'),
    city: 'chisinau',
    ratingHalves: 8,
    priceCents: 4000,
    email: 'vasile.cojocaru@specialisti.vitrina.md',
    checks: [check.identity, check.hormann, check.works, check.contract],
    prices: [
      { name: price.gate, priceCents: 15_000 },
      { name: price.entranceDoor, priceCents: 5500 },
      { name: price.interiorDoor, priceCents: 2500 },
    ],
    phones: [{ name: mobile, value: '+373 (694) 567-89' }],
    properties: [
      experience(10, 'лет'),
      romanianRussian,
      guarantee(2, 'года'),
      speciality('Porți secționale și uși', 'Секционные ворота и двери'),
      area('Chișinău, Ialoveni, Anenii Noi', 'Кишинёв, Яловены, Новые Анены'),
    ],
  },
  {
    slug: 'sergiu-lungu',
    name: t('Sergiu Lungu', 'Сергей Лунгу'),
    city: 'balti',
    ratingHalves: 9,
    priceCents: 2000,
    email: 'sergiu.lungu@specialisti.vitrina.md',
    checks: [check.identity, check.rehau, check.contract],
    prices: [
      { name: price.window, priceCents: 1400 },
      { name: price.dismantle, priceCents: 900 },
      { name: price.sill, priceCents: 600 },
      { name: price.net, priceCents: 500 },
    ],
    phones: [
      { name: mobile, value: '+373 (695) 678-90' },
      { name: viber, value: '+373 (795) 678-90' },
    ],
    properties: [
      experience(9, 'лет'),
      romanianRussian,
      guarantee(3, 'года'),
      speciality('Ferestre din PVC și pervazuri', 'Окна ПВХ и подоконники'),
      area('Bălți și raionul Fălești', 'Бельцы и Фалештский район'),
    ],
  },
  {
    slug: 'andrei-popa',
    name: t('Andrei Popa', 'Андрей Попа'),
    city: 'balti',
    ratingHalves: 7,
    priceCents: 1800,
    email: 'andrei.popa@specialisti.vitrina.md',
    checks: [check.identity, check.works],
    prices: [
      { name: price.blinds, priceCents: 1000 },
      { name: price.awning, priceCents: 4500 },
      { name: price.adjust, priceCents: 700 },
    ],
    phones: [{ name: mobile, value: '+373 (696) 789-01' }],
    properties: [
      experience(4, 'года'),
      languages('rusă, română', 'русский, румынский'),
      guarantee(1, 'год'),
      speciality('Copertine și jaluzele', 'Маркизы и жалюзи'),
    ],
  },
  {
    slug: 'victor-ciobanu',
    name: t('Victor Ciobanu', 'Виктор Чобану'),
    city: 'anenii-noi',
    ratingHalves: 8,
    priceCents: 2200,
    email: 'victor.ciobanu@specialisti.vitrina.md',
    checks: [check.identity, check.salamander, check.contract],
    prices: [
      { name: price.window, priceCents: 1500 },
      { name: price.slopes, priceCents: 700 },
      { name: price.interiorDoor, priceCents: 2200 },
    ],
    phones: [{ name: mobile, value: '+373 (697) 890-12' }],
    properties: [
      experience(7, 'лет'),
      romanianRussian,
      guarantee(3, 'года'),
      speciality('Ferestre și uși de interior', 'Окна и межкомнатные двери'),
      area('Anenii Noi, Bulboaca, Varnița', 'Новые Анены, Булбоака, Варница'),
    ],
  },
  {
    slug: 'dumitru-munteanu',
    name: t('Dumitru Munteanu', 'Дмитрий Мунтяну'),
    city: 'anenii-noi',
    ratingHalves: 6,
    priceCents: 3500,
    email: 'dumitru.munteanu@specialisti.vitrina.md',
    checks: [check.identity, check.hormann],
    prices: [
      { name: price.gate, priceCents: 14_000 },
      { name: price.shutter, priceCents: 3200 },
    ],
    phones: [
      { name: mobile, value: '+373 (698) 901-23' },
      { name: viber, value: '+373 (798) 901-23' },
    ],
    properties: [
      experience(5, 'лет'),
      languages('română', 'румынский'),
      guarantee(2, 'года'),
      speciality('Porți și rulouri exterioare', 'Ворота и наружные роллеты'),
    ],
  },
  {
    slug: 'alexandru-gutu',
    name: t('Alexandru Guțu', 'Александр Гуцу'),
    city: 'briceni',
    ratingHalves: 9,
    priceCents: 1900,
    email: 'alexandru.gutu@specialisti.vitrina.md',
    checks: [check.identity, check.rehau, check.works, check.contract],
    prices: [
      { name: price.window, priceCents: 1300 },
      { name: price.dismantle, priceCents: 800 },
      { name: price.blinds, priceCents: 1000 },
      { name: price.net, priceCents: 400 },
    ],
    phones: [{ name: mobile, value: '+373 (699) 012-34' }],
    properties: [
      experience(11, 'лет'),
      romanianRussian,
      guarantee(3, 'года'),
      speciality('Ferestre din PVC, jaluzele', 'Окна ПВХ, жалюзи'),
      area('Briceni, Lipcani, Edineț', 'Бричаны, Липканы, Единцы'),
    ],
  },
];
