import { randomBytes } from 'node:crypto';
import type { EmailPriceOfferRequest, FieldErrors } from '@vitrina/contract';
import { subscribeRules } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import type { Database } from '../../db/client';
import type { FileStore } from '../../files/store';
import { formFieldErrors } from '../../http/form-errors';
import { notFoundBody } from '../../i18n/messages';
import { enqueueMail } from '../../mail/outbox';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { shopAddress } from '../../mail/shop-address';
import type { PreparedDefinitions } from '../calculator/prepared-definitions';
import { offerDocument, offerPath } from './offer-document';
import { offerEmail } from './offer-email';
import { readOffer } from './offer-view';

export interface EmailOfferDeps {
  database: Database;
  prepared: PreparedDefinitions;
  files: FileStore;
  outbox: Pick<OutboxWorker, 'wake'>;
  shopEmail: string | undefined;
  publicOrigin: string;
}

export type EmailOfferOutcome =
  | { status: 202; body: { email: string } }
  | { status: 400; body: FieldErrors }
  | { status: 404; body: { detail: string } };

/**
 * POST /calculator/offers/{number}/email/: the offer's PDF, in the visitor's language, to the address given. The
 * PDF is made now and kept in the file store (every process can read it); the letter goes through the outbox,
 * which sends it with retries. A PDF whose letter could not be written is removed again.
 */
export async function emailOffer(
  deps: EmailOfferDeps,
  locale: Locale,
  number: string,
  input: EmailPriceOfferRequest,
): Promise<EmailOfferOutcome> {
  // The same one rule as a subscription's address (docs/product.md §5).
  const parsed = subscribeRules.safeParse(input);
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, locale) };
  const { email } = parsed.data;
  const db = deps.database.db;
  const offer = await readOffer(db, number);
  if (!offer) return { status: 404, body: notFoundBody(locale) };
  const pdf = await offerDocument(
    { db, prepared: deps.prepared, publicOrigin: deps.publicOrigin },
    offer,
    locale,
  );
  const key = `offers/${offer.number.toLowerCase()}-${randomBytes(6).toString('hex')}.pdf`;
  await deps.files.put(key, pdf, 'application/pdf');
  try {
    await db.transaction(async (tx) => {
      const shop = await shopAddress(tx, deps.shopEmail);
      const link = new URL(offerPath(offer.number, locale), deps.publicOrigin).href;
      await enqueueMail(tx, offerEmail(offer, locale, email, shop, link, key));
    });
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  deps.outbox.wake();
  return { status: 202, body: { email } };
}
