'use client';

import { CV_ACCEPT, cvFileProblem, vacancyProblems } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems, LabelledField, linkedTo } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useShowSuccess } from '@/components/modals/success-notice';
import { sendVacancyApplication } from './feedback-requests';
import { useFeedbackSetup } from './feedback-texts';
import { type SenderField, SenderFields } from './SenderFields';
import { useFeedbackSubmit } from './use-feedback-submit';

type Field = SenderField | 'file';
const idOf = (field: Field) => `vacancy-${field}`;
const fileHintId = 'vacancy-file-hint';

interface VacancyApplicationFormProps {
  locale: Locale;
  vacancyId: number;
  /** Closes the modal (which clears the form). */
  onDone: () => void;
}

/**
 * docs/product.md §4 / §5 Vacancy application: name (at least 6 characters), phone (17), e-mail, and the CV (pdf, doc or
 * docx, at most 15 MB: the browser checks the name and size, the API the content), messages after a submit
 * attempt. Sent → the success modal. The server's 400 stands under its fields, for the applicant to mend;
 * any other failure is logged and the form cleared and closed (docs/product.md §8).
 */
export function VacancyApplicationForm({ locale, vacancyId, onDone }: VacancyApplicationFormProps) {
  const { t, fieldMessages } = useFeedbackSetup(locale);
  const [fields, setFields] = useState({ name: '', phone: '', email: '' });
  const [file, setFile] = useState<File | null>(null);
  const form = useFormAttempt<Field>(
    { ...vacancyProblems(fields), file: cvFileProblem(file) },
    fieldMessages,
    idOf,
  );
  const showSuccess = useShowSuccess();
  const { sending, general, submitWith } = useFeedbackSubmit(form, (status) => {
    console.error(JSON.stringify({ msg: 'vacancy application failed', status }));
    onDone();
  });

  const submit = submitWith(
    () => {
      const body = new FormData();
      body.set('name', fields.name.trim());
      body.set('phone', fields.phone);
      body.set('email', fields.email.trim());
      // The file last: the API reads the short fields before the CV's bytes arrive.
      if (file !== null) body.set('file', file);
      return sendVacancyApplication(locale, vacancyId, body);
    },
    () => showSuccess({ modal: 'success', title: t.success.vacancyTitle, text: t.success.vacancyText }),
  );
  const fileError = form.errors.file;

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="vacancy-form">
      <p className={formStyles.text}>{t.vacancy.text}</p>
      <FormProblems messages={general} />
      <SenderFields
        idOf={idOf}
        labels={t.vacancy}
        values={fields}
        errors={form.errors}
        onValue={(field, value) => {
          setFields((current) => ({ ...current, [field]: value }));
          form.dropServerError(field);
        }}
      />
      <LabelledField id={idOf('file')} label={t.vacancy.file} error={fileError}>
        <input
          {...linkedTo(idOf('file'), fileError, fileHintId)}
          id={idOf('file')}
          name="file"
          type="file"
          accept={CV_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            form.dropServerError('file');
          }}
        />
        <p id={fileHintId} className={formStyles.hint}>
          {t.vacancy.fileHint}
        </p>
      </LabelledField>
      <button type="submit" className={`btn btn--accent ${formStyles.submit}`} disabled={sending}>
        {sending ? t.sending : t.vacancy.submit}
      </button>
    </form>
  );
}
