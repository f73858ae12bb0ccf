import type { PriceOffer } from '@vitrina/contract';
import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Queryable } from '../../db/client';
import { siteContacts } from '../../db/schema';
import { drawingPng } from '../../drawing/drawing-image';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { definitionAt } from '../calculator/quoting';
import { type OfferCompany, offerPdf } from './offer-pdf';

// What the PDF needs besides the offer: the company's header from the site's contacts record, each line's
// drawing from the definition version that priced it, and the storefront address that reopens it.

/** The storefront page that reopens an offer, in `locale` ('/oferta/Q-…', '/ru/predlozhenie/Q-…'). */
export function offerPath(number: string, locale: Locale): string {
  return localizedPath(locale, 'offer', [number]);
}

async function company(db: Queryable, locale: Locale): Promise<OfferCompany> {
  const [contacts] = await db
    .select({ phone: siteContacts.phone, email: siteContacts.email, address: siteContacts.address })
    .from(siteContacts)
    .limit(1);
  return {
    name: getMessages(locale).common.siteName,
    phone: contacts?.phone ?? '',
    email: contacts?.email ?? '',
    address: contacts?.address[locale] ?? contacts?.address.ro ?? '',
  };
}

/** The PNG of each configured line (a product has none), 2× the size it is placed at in the PDF. */
async function drawings(
  db: Queryable,
  prepared: PreparedDefinitions,
  offer: PriceOffer,
  locale: Locale,
): Promise<(Buffer | null)[]> {
  return Promise.all(
    offer.items.map(async (item) => {
      if (item.calculator_type_id === null || item.version === null || item.configuration === null)
        return null;
      const loaded = await definitionAt(db, prepared, item.calculator_type_id, item.version);
      if (!loaded) return null;
      return drawingPng({ definition: loaded.definition, configuration: item.configuration, locale }, 480);
    }),
  );
}

export interface OfferDocumentDeps {
  db: Queryable;
  prepared: PreparedDefinitions;
  /** The storefront's origin (PUBLIC_ORIGIN). */
  publicOrigin: string;
}

export async function offerDocument(
  deps: OfferDocumentDeps,
  offer: PriceOffer,
  locale: Locale,
): Promise<Buffer> {
  return offerPdf({
    offer,
    locale,
    company: await company(deps.db, locale),
    drawings: await drawings(deps.db, deps.prepared, offer, locale),
    link: new URL(offerPath(offer.number, locale), deps.publicOrigin).href,
  });
}
