import { defaultLocale, isLocale } from '@vitrina/locale';
import type { Queryable } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { shopAddress } from '../../mail/shop-address';
import { type ChangedVisit, composeVisitChangeEmail, type VisitChange } from './visit-change-email';

/** The booking as the back office's change read it (a `measurement_bookings` row). */
export interface NotifiedVisit extends ChangedVisit {
  id: number;
  email: string;
  locale: string;
}

export type VisitNotifier = (tx: Queryable, visit: NotifiedVisit, change: VisitChange) => Promise<void>;

/**
 * Writes the visitor's e-mail about a moved or cancelled visit into the outbox, inside the change's transaction
 * (docs/adr/0018): the change and its e-mail are kept together or not at all. A booking without an e-mail
 * has nobody to write to: the staff call. Replies go to the shop.
 */
export function visitChangeNotifier(shopEmail: string | undefined, publicOrigin: string): VisitNotifier {
  return async (tx, visit, change) => {
    if (visit.email === '') return;
    const locale = isLocale(visit.locale) ? visit.locale : defaultLocale;
    await enqueueMail(tx, {
      kind: change.kind === 'moved' ? 'measurement.moved' : 'measurement.cancelled',
      ref: `measurement:${visit.id}`,
      to: visit.email,
      replyTo: await shopAddress(tx, shopEmail),
      ...composeVisitChangeEmail(visit, change, locale, publicOrigin),
    });
  };
}
