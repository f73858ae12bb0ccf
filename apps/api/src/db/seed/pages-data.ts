import { localizedSlugs, policySlugs } from '@vitrina/locale';
import type { Translated } from '../schema';
import { same, t } from './text';

const slugOf = (page: keyof typeof localizedSlugs): Translated => ({ ...localizedSlugs[page] });

export const footerColumns: { name: Translated; pages: { name: Translated; slug: Translated }[] }[] = [
  {
    name: t('Produse', 'Продукция'),
    pages: [
      { name: t('Ferestre', 'Окна'), slug: same('ferestre') },
      { name: t('Uși', 'Двери'), slug: same('usi') },
      { name: t('Porți', 'Ворота'), slug: same('porti') },
      { name: t('Copertine', 'Маркизы'), slug: same('copertine') },
      { name: t('Rulouri exterioare', 'Рольставни'), slug: same('rulouri-exterioare') },
      { name: t('Jaluzele', 'Жалюзи'), slug: same('jaluzele') },
    ],
  },
  {
    name: t('Companie', 'Компания'),
    pages: [
      { name: t('Despre noi', 'О нас'), slug: slugOf('about') },
      { name: t('Lucrările noastre', 'Наши работы'), slug: slugOf('works') },
      { name: t('Posturi vacante', 'Вакансии'), slug: slugOf('vacancies') },
      { name: t('Contacte', 'Контакты'), slug: slugOf('contacts') },
      // Kept without a page on purpose: the storefront drops links with an empty slug (docs/product.md §3).
      { name: t('Certificate', 'Сертификаты'), slug: same('') },
    ],
  },
  {
    name: t('Clienți', 'Клиентам'),
    pages: [
      { name: t('Calculatoare de preț', 'Калькуляторы цен'), slug: same('calculators') },
      { name: t('Promoții', 'Акции'), slug: slugOf('promos') },
      { name: t('Blog', 'Блог'), slug: same('blog') },
      { name: t('Dealeri', 'Дилеры'), slug: same('dealers') },
      { name: t('Politica de confidențialitate', 'Политика конфиденциальности'), slug: { ...policySlugs } },
    ],
  },
  {
    name: t('Servicii', 'Услуги'),
    pages: [
      { name: t('Măsurare gratuită', 'Бесплатный замер'), slug: t('masurare-gratuita', 'besplatnyj-zamer') },
      { name: t('Montaj profesional', 'Профессиональный монтаж'), slug: t('montaj', 'montazh') },
      { name: t('Service și reparații', 'Сервис и ремонт'), slug: t('service-reparatii', 'servis-i-remont') },
    ],
  },
];

export const infoPages: { slug: Translated; title: Translated; body: Translated }[] = [
  {
    slug: t('livrare-si-montaj', 'dostavka-i-montazh'),
    title: t('Livrare și montaj', 'Доставка и монтаж'),
    body: t(
      'Livrăm în toată Moldova. Livrarea este gratuită pentru comenzile de peste 1000 €; montajul îl fac echipele noastre autorizate.',
      'Доставляем по всей Молдове. Доставка бесплатна для заказов от 1000 €; монтаж выполняют наши сертифицированные бригады.',
    ),
  },
  {
    slug: t('garantie', 'garantiya'),
    title: t('Garanție', 'Гарантия'),
    body: t(
      'Oferim garanție pentru produse și pentru montaj. Service-ul în perioada de garanție este gratuit.',
      'Мы даём гарантию на изделия и на монтаж. Сервис в гарантийный период бесплатный.',
    ),
  },
  {
    slug: t('plata', 'oplata'),
    title: t('Plata', 'Оплата'),
    body: t(
      'Puteți plăti cu cardul online, în numerar, prin transfer bancar pe bază de factură sau la livrare.',
      'Оплатить можно картой онлайн, наличными, банковским переводом по счёту или при получении.',
    ),
  },
  {
    slug: t('termeni-si-conditii', 'usloviya-ispolzovaniya'),
    title: t('Termeni și condiții', 'Условия использования'),
    body: t(
      'Condițiile de utilizare a site-ului și de plasare a comenzilor.',
      'Условия использования сайта и оформления заказов.',
    ),
  },
  {
    slug: { ...policySlugs },
    title: t('Politica de confidențialitate', 'Политика конфиденциальности'),
    body: t(
      'Cum colectăm, folosim și protejăm datele dumneavoastră personale.',
      'Как мы собираем, используем и защищаем ваши персональные данные.',
    ),
  },
];
