import {
  adminRowVersionDelete,
  adminSiteContacts,
  adminSiteContactsUpdate,
  type FieldErrors,
  phoneHref,
} from '@vitrina/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { xminVersion } from '../../db/raw-sql';
import { siteContacts } from '../../db/schema';
import { addFieldError } from '../../http/field-errors';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/**
 * /admin/api/site-contacts/1: the company's phone, e-mail, address, working hours and social links, which the
 * storefront's header, footer and contacts page show (GET /pages/home-page/'s `site`). One row, always read:
 * changed, never added or deleted (docs/adr/0033). The tel: link is the phone's digits, never typed apart.
 */
export const siteContactsRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'site-contacts',
      entity: 'site_contacts',
      one: "the company's contacts",
      many: "the company's contacts",
      table: siteContacts,
      id: siteContacts.id,
      // No version column (and the schema is not changed for this): the row's transaction id (docs/adr/0028).
      version: xminVersion(siteContacts),
      order: [asc(siteContacts.id)],
      searchable: [],
      record: adminSiteContacts,
      // Never used: a fixed kind registers no create.
      create: adminSiteContactsUpdate.omit({ version: true }),
      update: adminSiteContactsUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        phone: row.phone,
        phone_href: row.phoneHref,
        email: row.email,
        address: inBoth(row.address, ''),
        hours_from: row.hoursFrom,
        hours_to: row.hoursTo,
        socials: row.socials,
      }),
      toValues: (input, texts) => {
        const errors: FieldErrors = missingTranslations({ address: input.address }, texts);
        const seen = new Set<string>();
        input.socials?.forEach((social, index) => {
          if (seen.has(social.name)) addFieldError(errors, `socials.${index}.name`, texts.socialRepeated);
          seen.add(social.name);
        });
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            phone: input.phone,
            phoneHref: input.phone === undefined ? undefined : phoneHref(input.phone),
            email: input.email,
            address: input.address,
            hoursFrom: input.hours_from,
            hoursTo: input.hours_to,
            socials: input.socials,
          },
        };
      },
      // The hours are checked together, a change of one against the other as stored (a save sends what changed).
      check: async (tx, input, texts, id) => {
        if (input.hours_from === undefined && input.hours_to === undefined) return {};
        const [stored] = await tx
          .select({ from: siteContacts.hoursFrom, to: siteContacts.hoursTo })
          .from(siteContacts)
          .where(eq(siteContacts.id, id ?? 0));
        const from = input.hours_from ?? stored?.from ?? '';
        const to = input.hours_to ?? stored?.to ?? '';
        return to > from
          ? {}
          : { [input.hours_to === undefined ? 'hours_from' : 'hours_to']: [texts.hoursOrder] };
      },
      // The header, the footer and the contacts page read the contacts with the home page.
      tags: ['home-page'],
      fixed: true,
    },
    adminRowVersionDelete,
  );
