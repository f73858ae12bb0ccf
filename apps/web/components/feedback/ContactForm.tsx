'use client';

import { CONTACT_MESSAGE_MAX_LENGTH, type ContactInput, contactProblems } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems, TextAreaField } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useFailPage } from '@/components/layout/page-failure';
import { useShowSuccess } from '@/components/modals/success-notice';
import { sendContactMessage } from '@/lib/feedback/actions';
import type { FeedbackSetup } from './feedback-setup';
import { SenderFields } from './SenderFields';
import { useFeedbackSubmit } from './use-feedback-submit';

const empty: ContactInput = { name: '', phone: '', email: '', message: '' };
const idOf = (field: keyof ContactInput) => `contact-${field}`;

/**
 * The contacts page's message form (POST /feedbacks/contact_us/): every field required, the phone masked,
 * messages after a submit attempt, the server's 400 under its fields. Sent → the success modal and an empty
 * form; any other failure → the error page with its status, as the other forms of docs/product.md §8.
 */
export function ContactForm({ locale, texts }: { locale: Locale; texts: FeedbackSetup }) {
  const { t, fieldMessages } = texts;
  const [fields, setFields] = useState(empty);
  const form = useFormAttempt(contactProblems(fields), fieldMessages, idOf);
  const showSuccess = useShowSuccess();
  const { sending, general, submitWith } = useFeedbackSubmit(form, useFailPage());

  const edit = (field: keyof ContactInput, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    form.dropServerError(field);
  };
  const submit = submitWith(
    () => sendContactMessage(locale, fields),
    () => {
      setFields(empty);
      form.reset();
      showSuccess({ modal: 'success', title: t.success.contactTitle, text: t.success.contactText });
    },
  );

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title">{t.contact.title}</h2>
      <p className={formStyles.text}>{t.contact.text}</p>
      <FormProblems messages={general} />
      <SenderFields idOf={idOf} labels={t.contact} values={fields} errors={form.errors} onValue={edit} />
      <TextAreaField
        id={idOf('message')}
        label={t.contact.message}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        value={fields.message}
        error={form.errors.message}
        onValue={(value) => edit('message', value)}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? t.sending : t.contact.submit}
        </button>
      </div>
    </form>
  );
}
