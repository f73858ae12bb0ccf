import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/store';
import type { VisitNotifier } from '../measurements/visit-change-notify';
import { aboutPageRoutes } from './about-page-routes';
import { achievementsRoutes } from './achievements-routes';
import { articleTabsRoutes } from './article-tabs-routes';
import { articlesRoutes } from './articles-routes';
import { auditRoutes } from './audit-routes';
import { bannersRoutes } from './banners-routes';
import { branchesRoutes } from './branches-routes';
import { calculatorsRoutes } from './calculators-routes';
import { categoriesRoutes } from './categories-routes';
import { equipmentRoutes, orderStepsRoutes } from './company-cards-routes';
import { contentPagesRoutes } from './content-pages-routes';
import { customersRoutes } from './customers-routes';
import { dashboardRoutes } from './dashboard-routes';
import { faqsRoutes } from './faqs-routes';
import { footerColumnsRoutes } from './footer-columns-routes';
import { guardAdmin } from './guard';
import { headerLinksRoutes } from './header-links-routes';
import { homeCardsRoutes } from './home-cards-routes';
import { homeSectionsRoutes } from './home-sections-routes';
import { imagesRoutes } from './images-routes';
import { infoPagesRoutes } from './info-pages-routes';
import { leadsRoutes } from './leads-routes';
import { measurementBookingsRoutes } from './measurement-bookings-routes';
import { measurementCalendarRoutes } from './measurement-calendar-routes';
import { menuCalculatorsRoutes } from './menu-calculators';
import { menuItemsRoutes } from './menu-items-routes';
import type { StageNotifier } from './order-workflow';
import { ordersRoutes } from './orders-routes';
import { type OutboxControl, outboxRoutes } from './outbox-routes';
import { partnersRoutes } from './partners-routes';
import { policyPagesRoutes } from './policy-pages-routes';
import { pricesRoutes } from './prices-routes';
import { productsRoutes } from './products-routes';
import { promosRoutes } from './promos-routes';
import { reviewsRoutes } from './reviews-routes';
import { seoContentsRoutes } from './seo-contents-routes';
import { sessionRoutes } from './session-routes';
import { siteContactsRoutes } from './site-contacts-routes';
import { staffRoutes } from './staff-routes';
import { subscribersRoutes } from './subscribers-routes';
import { vacanciesRoutes } from './vacancies-routes';
import { worksContentRoutes } from './works-content-routes';
import { worksRoutes } from './works-routes';

export interface AdminDeps {
  database: Database;
  /** Where accepted CVs and the media library's pictures are kept (docs/adr/0023, 0026). */
  files: FileStore;
  /** The storefront's origin: a saved calculation's link opens its configurator there. */
  publicOrigin: string;
  /** Signs the storefront links that preview a price list's draft (modules/calculator/preview-token.ts). */
  previewKey: Buffer;
  notifyStage: StageNotifier;
  /** Tells a visitor of a moved or cancelled measurement visit (modules/measurements/visit-change-notify.ts). */
  notifyVisit: VisitNotifier;
  outbox: OutboxControl;
}

/** The routes that answer without a session: signing in and out. */
const open = new Set(['POST /admin/api/session', 'DELETE /admin/api/session']);

/**
 * The back office's API (docs/adr/0016, 0017): registered under /admin/api, guarded as a whole, never cached,
 * and apart from the storefront's key and the customers' tokens.
 */
export function adminRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  const { database } = deps;
  return async (app) => {
    await app.register(cookie);
    guardAdmin(app, database, open);
    app.addHook('onSend', async (_request, reply) => {
      // Staff data stays out of shared caches; an immutable answer (a definition version) says so itself.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    await app.register(sessionRoutes(database));
    await app.register(dashboardRoutes(database));
    await app.register(
      ordersRoutes({ database, notifyStage: deps.notifyStage, wakeOutbox: () => deps.outbox.wake() }),
    );
    await app.register(leadsRoutes(database, deps.files, { publicOrigin: deps.publicOrigin }));
    await app.register(
      measurementBookingsRoutes({
        database,
        links: { publicOrigin: deps.publicOrigin },
        notifyVisit: deps.notifyVisit,
        wakeOutbox: () => deps.outbox.wake(),
      }),
    );
    await app.register(measurementCalendarRoutes(database));
    await app.register(subscribersRoutes(database));
    await app.register(customersRoutes(database));
    await app.register(staffRoutes(database));
    await app.register(auditRoutes(database));
    await app.register(outboxRoutes(database, deps.outbox));
    await app.register(calculatorsRoutes(database));
    await app.register(
      pricesRoutes(database, { publicOrigin: deps.publicOrigin, previewKey: deps.previewKey }),
    );
    await app.register(promosRoutes(database));
    await app.register(articlesRoutes(database));
    await app.register(articleTabsRoutes(database));
    await app.register(vacanciesRoutes(database));
    await app.register(faqsRoutes(database));
    await app.register(reviewsRoutes(database));
    await app.register(worksRoutes(database));
    await app.register(worksContentRoutes(database));
    await app.register(bannersRoutes(database));
    await app.register(branchesRoutes(database));
    await app.register(seoContentsRoutes(database));
    await app.register(menuCalculatorsRoutes(database));
    await app.register(menuItemsRoutes(database));
    await app.register(headerLinksRoutes(database));
    await app.register(footerColumnsRoutes(database));
    await app.register(infoPagesRoutes(database));
    await app.register(contentPagesRoutes(database));
    await app.register(policyPagesRoutes(database));
    await app.register(homeSectionsRoutes(database));
    await app.register(homeCardsRoutes(database));
    await app.register(achievementsRoutes(database));
    await app.register(equipmentRoutes(database));
    await app.register(partnersRoutes(database));
    await app.register(orderStepsRoutes(database));
    await app.register(aboutPageRoutes(database));
    await app.register(siteContactsRoutes(database));
    await app.register(productsRoutes(database));
    await app.register(categoriesRoutes(database));
    await app.register(imagesRoutes(database, deps.files));
  };
}
