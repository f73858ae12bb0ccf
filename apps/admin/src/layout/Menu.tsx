import { Menu as RaMenu } from 'react-admin';
import { LeadsMenuItem } from './LeadsMenuItem';

/**
 * The resources in the order staff use them. Items a role may not open (staff, audit and price lists for managers) hide
 * themselves: each asks authProvider.canAccess.
 */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItem name="orders" />
      <LeadsMenuItem />
      <RaMenu.ResourceItem name="measurement-bookings" />
      <RaMenu.ResourceItem name="measurement-calendar" />
      <RaMenu.ResourceItem name="customers" />
      <RaMenu.ResourceItem name="subscribers" />
      <RaMenu.ResourceItem name="outbox" />
      <RaMenu.ResourceItem name="calculators" />
      <RaMenu.ResourceItem name="products" />
      <RaMenu.ResourceItem name="categories" />
      <RaMenu.ResourceItem name="images" />
      <RaMenu.ResourceItem name="promos" />
      <RaMenu.ResourceItem name="articles" />
      <RaMenu.ResourceItem name="article-tabs" />
      <RaMenu.ResourceItem name="vacancies" />
      <RaMenu.ResourceItem name="faqs" />
      <RaMenu.ResourceItem name="reviews" />
      <RaMenu.ResourceItem name="works" />
      <RaMenu.ResourceItem name="works-content" />
      <RaMenu.ResourceItem name="banners" />
      <RaMenu.ResourceItem name="branches" />
      <RaMenu.ResourceItem name="seo-contents" />
      <RaMenu.ResourceItem name="menu-items" />
      <RaMenu.ResourceItem name="header-links" />
      <RaMenu.ResourceItem name="footer-columns" />
      <RaMenu.ResourceItem name="info-pages" />
      <RaMenu.ResourceItem name="content-pages" />
      <RaMenu.ResourceItem name="policy-pages" />
      <RaMenu.ResourceItem name="home-sections" />
      <RaMenu.ResourceItem name="home-section-items" />
      <RaMenu.ResourceItem name="achievements" />
      <RaMenu.ResourceItem name="equipment" />
      <RaMenu.ResourceItem name="partners" />
      <RaMenu.ResourceItem name="order-steps" />
      <RaMenu.ResourceItem name="about-page" />
      <RaMenu.ResourceItem name="site-contacts" />
      <RaMenu.ResourceItem name="staff" />
      <RaMenu.ResourceItem name="audit" />
    </RaMenu>
  );
}
