import { z } from 'zod';
import { BRANCH_HOUR, BRANCH_LIMITS, CONTENT_LIMITS, contentFields, translatedHtml } from './content';
import { PAGE_LIMITS } from './pages';

// The about page's texts and figures and the company's contacts (issue 18): one record each, which the storefront
// always reads, so changed but never added or deleted (docs/adr/0033). Neither table has a version column: a
// record's version is its row's transaction id (docs/adr/0028).

const { line, translatedLine, translatedLines, tabVersion, texts } = contentFields;

/** The social networks the storefront has an icon for (packages/contract/src/pages.ts). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;

export const SITE_LIMITS = { phone: 30, href: 300, facts: 12 } as const;

/**
 * The phone as shown ('+373 22 840 840'): digits, spaces, brackets and dashes, with an optional leading '+'. The
 * number dialled from its tel: link is its digits, which must be 6 to 15 (E.164).
 */
export const SITE_PHONE = /^\+?[\d ()-]+$/;
const dialledLength = (phone: string) => phone.replace(/\D/g, '').length;
const phone = line(SITE_LIMITS.phone)
  .regex(SITE_PHONE)
  .refine((value) => dialledLength(value) >= 6 && dialledLength(value) <= 15, { message: 'invalid' });

/** The tel: link of a phone as shown: what a phone dials. */
export const phoneHref = (shown: string) =>
  `tel:${shown.trim().startsWith('+') ? '+' : ''}${shown.replace(/\D/g, '')}`;

const social = z.strictObject({
  name: z.enum(SOCIAL_NETWORKS),
  href: z.url({ protocol: /^https$/ }).max(SITE_LIMITS.href),
});
const hour = z.string().trim().regex(BRANCH_HOUR);

export const adminSiteContactsUpdate = z.strictObject({
  phone: phone.optional(),
  email: z.email().max(BRANCH_LIMITS.email).optional(),
  address: translatedLine(CONTENT_LIMITS.title).optional(),
  hours_from: hour.optional(),
  hours_to: hour.optional(),
  socials: z.array(social).max(SOCIAL_NETWORKS.length).optional(),
  version: tabVersion,
});
export type AdminSiteContactsUpdate = z.infer<typeof adminSiteContactsUpdate>;

export const adminSiteContacts = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    phone: z.string(),
    phone_href: z.string(),
    email: z.string(),
    address: texts,
    hours_from: z.string(),
    hours_to: z.string(),
    socials: z.array(z.object({ name: z.enum(SOCIAL_NETWORKS), href: z.string() })),
  })
  .meta({ id: 'AdminSiteContacts' });
export type AdminSiteContacts = z.infer<typeof adminSiteContacts>;

// The about page (GET /pages/about): its texts, titled sections and key figures ('2011' — 'the year we began').
// Its address is a localized slug, fixed in the code, so it is not edited here.
const aboutSection = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title),
  body: translatedHtml,
});
const aboutFact = z.strictObject({
  value: translatedLine(CONTENT_LIMITS.label),
  label: translatedLine(CONTENT_LIMITS.shortText),
});
export const adminAboutPageUpdate = z.strictObject({
  title: translatedLine(CONTENT_LIMITS.title).optional(),
  description: translatedLines(CONTENT_LIMITS.summary).optional(),
  intro: translatedLines(CONTENT_LIMITS.longText).optional(),
  sections: z.array(aboutSection).max(PAGE_LIMITS.sections).optional(),
  facts: z.array(aboutFact).max(SITE_LIMITS.facts).optional(),
  version: tabVersion,
});
export type AdminAboutPageUpdate = z.infer<typeof adminAboutPageUpdate>;

export const adminAboutPage = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    title: texts,
    description: texts,
    intro: texts,
    sections: z.array(z.object({ title: texts, body: texts })),
    facts: z.array(z.object({ value: texts, label: texts })),
  })
  .meta({ id: 'AdminAboutPage' });
export type AdminAboutPage = z.infer<typeof adminAboutPage>;
