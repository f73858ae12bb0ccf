import { Admin, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { articles, articleTabs } from './articles';
import { audit } from './audit';
import { authProvider } from './authProvider';
import { banners } from './banners';
import { branches } from './branches';
import { categories } from './categories';
import { customers } from './customers';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { faqs } from './faqs';
import { footerColumns } from './footer';
import { headerLinks } from './header-links';
import { achievements, equipment, homeCards, homeSections, orderSteps, partners } from './home';
import { i18nProvider } from './i18n';
import { images } from './images';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { leads } from './leads';
import { measurementBookings, measurementCalendar } from './measurements';
import { menuItems } from './menu';
import { orders } from './orders';
import { outbox } from './outbox';
import { contentPages, infoPages, policyPages } from './pages';
import { prices } from './prices';
import { products } from './products';
import { promos } from './promos';
import { reviews } from './reviews';
import { seoContents } from './seo';
import { aboutPage, siteContacts } from './site';
import { staff } from './staff';
import { store } from './store';
import { subscribers } from './subscribers';
import { theme } from './theme';
import { vacancies } from './vacancies';
import { works, worksContent } from './works';

function VitrinaAdmin() {
  return (
    <Admin
      title="Vitrina"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={Dashboard}
      layout={Layout}
      loginPage={LoginPage}
      theme={theme}
      disableTelemetry
      requireAuth
    >
      <Resource name="orders" {...orders} />
      <Resource name="leads" {...leads} />
      <Resource name="measurement-bookings" {...measurementBookings} />
      <Resource name="measurement-calendar" {...measurementCalendar} />
      <Resource name="customers" {...customers} />
      <Resource name="subscribers" {...subscribers} />
      <Resource name="outbox" {...outbox} />
      <Resource name="calculators" {...prices} />
      <Resource name="products" {...products} />
      <Resource name="categories" {...categories} />
      <Resource name="images" {...images} />
      <Resource name="promos" {...promos} />
      <Resource name="articles" {...articles} />
      <Resource name="article-tabs" {...articleTabs} />
      <Resource name="vacancies" {...vacancies} />
      <Resource name="faqs" {...faqs} />
      <Resource name="reviews" {...reviews} />
      <Resource name="works" {...works} />
      <Resource name="works-content" {...worksContent} />
      <Resource name="banners" {...banners} />
      <Resource name="branches" {...branches} />
      <Resource name="seo-contents" {...seoContents} />
      <Resource name="menu-items" {...menuItems} />
      <Resource name="header-links" {...headerLinks} />
      <Resource name="footer-columns" {...footerColumns} />
      <Resource name="info-pages" {...infoPages} />
      <Resource name="content-pages" {...contentPages} />
      <Resource name="policy-pages" {...policyPages} />
      <Resource name="home-sections" {...homeSections} />
      <Resource name="home-section-items" {...homeCards} />
      <Resource name="achievements" {...achievements} />
      <Resource name="equipment" {...equipment} />
      <Resource name="partners" {...partners} />
      <Resource name="order-steps" {...orderSteps} />
      <Resource name="about-page" {...aboutPage} />
      <Resource name="site-contacts" {...siteContacts} />
      <Resource name="staff" {...staff} />
      <Resource name="audit" {...audit} />
    </Admin>
  );
}

/**
 * Real paths (/admin/orders/12/show) rather than react-admin's default hash: the API answers the app's page for
 * any path under /admin/, so links can be shared and reopened.
 */
const router = createBrowserRouter([{ path: '*', element: <VitrinaAdmin /> }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

export function App() {
  return <RouterProvider router={router} />;
}
