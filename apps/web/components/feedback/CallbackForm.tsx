'use client';

import { callbackProblems } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems } from '@/components/forms/FormField';
import { PhoneField } from '@/components/forms/PhoneField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useFailPage } from '@/components/layout/page-failure';
import { useShowSuccess } from '@/components/modals/success-notice';
import { sendCallback } from '@/lib/feedback/actions';
import { useFeedbackSetup } from './feedback-texts';
import { useFeedbackSubmit } from './use-feedback-submit';

/**
 * The call-back request of the order-call modals (docs/product.md §2, §5 Callback phone: the +373 mask, 17 characters,
 * not one digit repeated). Sent → the success modal; the server's 400 under the phone; any other failure → the
 * full-page error with its status (docs/product.md §8).
 */
export function CallbackForm({ locale, idPrefix }: { locale: Locale; idPrefix: string }) {
  const { t, fieldMessages } = useFeedbackSetup(locale);
  const [phone, setPhone] = useState('');
  const id = `${idPrefix}-phone`;
  const form = useFormAttempt(callbackProblems({ phone }), fieldMessages, () => id);
  const showSuccess = useShowSuccess();
  const { sending, general, submitWith } = useFeedbackSubmit(form, useFailPage());

  const submit = submitWith(
    () => sendCallback(locale, { phone }),
    () => showSuccess({ modal: 'success', title: t.success.callbackTitle, text: t.success.callbackText }),
  );
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="callback-form">
      <p className={formStyles.text}>{t.callback.text}</p>
      <FormProblems messages={general} />
      <PhoneField
        id={id}
        label={t.callback.phone}
        value={phone}
        error={form.errors.phone}
        onValue={(value) => {
          setPhone(value);
          form.dropServerError('phone');
        }}
      />
      <button type="submit" className={`btn btn--accent ${formStyles.submit}`} disabled={sending}>
        {sending ? t.sending : t.callback.submit}
      </button>
    </form>
  );
}
