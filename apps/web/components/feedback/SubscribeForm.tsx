'use client';

import { subscribeProblems } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { useState } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FormProblems } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useFailPage } from '@/components/layout/page-failure';
import { useShowSuccess } from '@/components/modals/success-notice';
import { sendSubscription } from '@/lib/feedback/actions';
import { useFeedbackSetup } from './feedback-texts';
import styles from './SubscribeForm.module.css';
import { useFeedbackSubmit } from './use-feedback-submit';

export interface SubscribeFormProps {
  locale: Locale;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

const id = 'subscribe-email';

/**
 * The footer's newsletter form (docs/product.md §2 Footer, §5 Subscribe: the e-mail required and valid, messages after a
 * submit attempt). Subscribed, now or before (201 or 200) → the successSubscribe modal; the server's 400 under
 * the field; any other failure → the full-page error with its status (docs/product.md §8).
 */
export function SubscribeForm({ locale, labelledBy }: SubscribeFormProps) {
  const { t, fieldMessages } = useFeedbackSetup(locale);
  const [email, setEmail] = useState('');
  const form = useFormAttempt(subscribeProblems({ email }), fieldMessages, () => id);
  const showSuccess = useShowSuccess();
  const { sending, general, submitWith } = useFeedbackSubmit(form, useFailPage());

  const submit = submitWith(
    () => sendSubscription(locale, { email: email.trim() }),
    () => {
      showSuccess({
        modal: 'successSubscribe',
        title: t.success.subscribeTitle,
        text: format(t.success.subscribeText, { email: email.trim() }),
      });
      setEmail('');
      form.reset();
    },
  );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      data-testid="subscribe-form"
    >
      <FormProblems messages={general} />
      <div className={styles.row}>
        <EmailField
          id={id}
          label={t.subscribe.email}
          value={email}
          error={form.errors.email}
          onValue={(value) => {
            setEmail(value);
            form.dropServerError('email');
          }}
        />
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? t.sending : t.subscribe.submit}
        </button>
      </div>
    </form>
  );
}
