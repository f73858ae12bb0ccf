import { formMessages, isFormMessageKey } from '@vitrina/forms';
import { defaultLocale, getMessages, isLocale, type Locale } from '@vitrina/locale';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { type ApiReply, logApiFailure } from '@/lib/api/client';
import { clientAddress } from '@/lib/auth/client-address';
import type { StorefrontReply } from '@/lib/storefront-request';

// What the storefront's Server Actions share (docs/adr/0050). An action's arguments come from the browser and
// are checked here as a request body was; its answer is the API's status and body, as the route handlers
// passed them on, so a form reads 201 / 400 field errors / 429 the same way. Next.js refuses an action called
// from another site's page before it runs (its Origin must match the Host, or serverActions.allowedOrigins).

/** The page's language an action was called with; anything else is the default one. */
export const actionLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/** The browser's address, for the API's per-address limits (see lib/auth/client-address.ts). */
export async function actionClientIp(): Promise<string | null> {
  return clientAddress((await headers()).get('x-forwarded-for'));
}

/**
 * `input` checked by `rules` (a schema of @vitrina/forms, the API's own, or a request shape of the contract);
 * or a 400 `{field: [message]}` in the page's language: the rule's message, else (zod's own, English) one that
 * names the field only.
 */
export function checkedInput<S extends z.ZodType>(
  rules: S,
  input: unknown,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; reply: StorefrontReply } {
  const parsed = rules.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    const message = isFormMessageKey(issue.message)
      ? formMessages[locale][issue.message]
      : getMessages(locale).configurator.requests.invalidField;
    errors[field] = [...(errors[field] ?? []), message];
  }
  return { ok: false, reply: { status: 400, body: errors } };
}

/** The API's answer as it came; an API that does not answer is logged and a 502 `{detail: down}`. */
export async function apiAnswer(down: string, send: () => Promise<ApiReply>): Promise<StorefrontReply> {
  try {
    const reply = await send();
    return { status: reply.status, body: reply.body };
  } catch (error) {
    logApiFailure(error);
    return { status: 502, body: { detail: down } };
  }
}

/**
 * `send` with `input` checked by `rules`, in the page's language: the API's answer, the check's 400, or a 502
 * `{detail: down(locale)}` when the API does not answer.
 */
export async function checkedCall<S extends z.ZodType>(
  localeArgument: unknown,
  rules: S,
  input: unknown,
  down: (locale: Locale) => string,
  send: (locale: Locale, data: z.output<S>) => Promise<ApiReply>,
): Promise<StorefrontReply> {
  const locale = actionLocale(localeArgument);
  const checked = checkedInput(rules, input, locale);
  if (!checked.ok) return checked.reply;
  return apiAnswer(down(locale), () => send(locale, checked.data));
}
