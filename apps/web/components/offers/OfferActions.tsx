'use client';

import { emailProblem } from '@vitrina/forms';
import { format, type Locale, localizedPath } from '@vitrina/locale';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { StorefrontReply } from '@/lib/storefront-request';
import styles from './OfferActions.module.css';
import { requestOfferEmail } from './offer-requests';
import type { PriceActionTexts } from './price-action-texts';

interface OfferActionsProps {
  locale: Locale;
  texts: PriceActionTexts;
  /** Makes the offer on the API (a configuration, or the cart): 201 {number}. */
  make: () => Promise<StorefrontReply>;
  /** What the offer is of (the configuration's query, the cart's lines): a change makes a new offer. */
  subject: string;
  disabled?: boolean;
}

/**
 * "Download the offer (PDF)" and "E-mail me the offer" (docs/product.md §3 Offer), under the configurator's price
 * and the cart's totals. The offer is made once per subject; its PDF comes from the API through
 * /api/offers/{number}/pdf as a download, and the e-mail asks for the address in the platform's <dialog>
 * (modal: it traps focus and closes on Escape by itself).
 */
export function OfferActions({ locale, texts: all, make, subject, disabled = false }: OfferActionsProps) {
  const texts = all.offers;
  const made = useRef<{ subject: string; number: string } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [number, setNumber] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();

  /** The offer's number, made now unless this subject has one already; null when the API refused. */
  const offerNumber = async (): Promise<string | null> => {
    if (made.current?.subject === subject) return made.current.number;
    const reply = await make();
    const answered = (reply.body as { number?: unknown } | null)?.number;
    if (reply.status !== 201 || typeof answered !== 'string') return null;
    made.current = { subject, number: answered };
    setNumber(answered);
    return answered;
  };

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const made = await offerNumber();
      if (made === null) setFailed(true);
      // An attachment: the browser saves it and the page stays.
      else window.location.assign(`/api/offers/${made}/pdf?lang=${locale}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const openDialog = () => {
    setSent(null);
    setEmailError(null);
    dialog.current?.showModal();
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem !== null) {
      setEmailError(problem === 'required' ? all.emailRequired : all.invalidEmail);
      return;
    }
    setBusy(true);
    setEmailError(null);
    try {
      const made = await offerNumber();
      if (made === null) {
        setEmailError(texts.failed);
        return;
      }
      const reply = await requestOfferEmail(locale, made, email.trim());
      if (reply.status === 202) setSent(format(texts.dialog.sent, { number: made, email: email.trim() }));
      else {
        const errors = reply.body as { email?: string[]; detail?: string } | null;
        setEmailError(errors?.email?.[0] ?? errors?.detail ?? texts.failed);
      }
    } catch {
      setEmailError(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.offer}>
      <div className={styles.buttons}>
        <button type="button" className="btn btn--outline" disabled={disabled || busy} onClick={download}>
          {busy ? texts.preparing : texts.download}
        </button>
        <button type="button" className="btn btn--outline" disabled={disabled || busy} onClick={openDialog}>
          {texts.emailMe}
        </button>
      </div>
      <p className={styles.status} aria-live="polite">
        {failed ? texts.failed : null}
        {number !== null && !failed ? (
          <>
            {format(texts.made, { number })}{' '}
            <a href={localizedPath(locale, 'offer', [number])}>{texts.open}</a>
          </>
        ) : null}
      </p>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${emailId}-title`}>
        <h2 id={`${emailId}-title`} className={styles.title}>
          {texts.dialog.title}
        </h2>
        {sent !== null ? (
          <>
            <p role="status">{sent}</p>
            <form method="dialog">
              <button type="submit" className="btn btn--accent">
                {texts.dialog.close}
              </button>
            </form>
          </>
        ) : (
          <form noValidate onSubmit={send} className={styles.form}>
            <p>{texts.dialog.text}</p>
            <label htmlFor={emailId}>{texts.dialog.email}</label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={64}
              value={email}
              aria-invalid={emailError !== null}
              aria-describedby={emailError !== null ? `${emailId}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {emailError !== null ? (
              <p id={`${emailId}-error`} className={styles.problem}>
                {emailError}
              </p>
            ) : null}
            <div className={styles.buttons}>
              <button type="submit" className="btn btn--accent" disabled={busy}>
                {busy ? texts.dialog.sending : texts.dialog.send}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => dialog.current?.close()}>
                {texts.dialog.cancel}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}
