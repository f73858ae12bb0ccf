'use client';

import type { MeasurementSlots } from '@vitrina/contract';
import {
  ADDRESS_PART_MAX_LENGTH,
  MEASUREMENT_NOTE_MAX_LENGTH,
  type MeasurementInput,
  measurementProblems,
  NAME_MAX_LENGTH,
} from '@vitrina/forms';
import { format, type Locale, localizedPath } from '@vitrina/locale';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { FeedbackSetup } from '@/components/feedback/feedback-setup';
import { useFeedbackSubmit } from '@/components/feedback/use-feedback-submit';
import { EmailField } from '@/components/forms/EmailField';
import formStyles from '@/components/forms/Form.module.css';
import { FieldError, FormField, FormProblems, linkedTo, TextAreaField } from '@/components/forms/FormField';
import { PhoneField } from '@/components/forms/PhoneField';
import { TermsCheckbox } from '@/components/forms/TermsCheckbox';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useFailPage } from '@/components/layout/page-failure';
import { useShowSuccess } from '@/components/modals/success-notice';
import { Select } from '@/components/ui/Select';
import { formatWeekday } from '@/lib/dates';
import { carriedCalculations } from '@/lib/measurement/carried-calculations';
import styles from './MeasurementForm.module.css';
import { loadSlots, sendBooking } from './measurement-requests';

type Field = keyof MeasurementInput;
const empty: MeasurementInput = {
  name: '',
  phone: '',
  city: '',
  address: '',
  day: '',
  window: '',
  note: '',
  email: '',
  terms: false,
};
const idOf = (field: Field) => `measurement-${field}`;
type Days = MeasurementSlots['days'];

// The page is kept (docs/adr/0037): the carried configurations are read from the address in the browser.
const noSubscription = () => () => {};
const locationSearch = () => window.location.search;
const serverSearch = () => '';

/** '09:00–12:00'. */
const hours = (window: string) => window.replace('-', '–');

/**
 * The free-measurement booking (docs/product.md §5 Measurement booking): who, where, a day and a window from the
 * free slots (read in the browser, never kept), a note, an e-mail for the confirmation, the policy accepted.
 * Messages show after a submit attempt; the server's 400 under its fields; a window taken meanwhile (409) says
 * so on top and the slots are read again. Sent → the success modal and an empty form.
 */
export function MeasurementForm({ locale, texts }: { locale: Locale; texts: FeedbackSetup }) {
  const { t, fieldMessages } = texts;
  const m = t.measurement;
  const [fields, setFields] = useState(empty);
  const [days, setDays] = useState<Days | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const calculations = carriedCalculations(
    useSyncExternalStore(noSubscription, locationSearch, serverSearch),
  );
  const form = useFormAttempt(measurementProblems(fields), fieldMessages, idOf);
  const showSuccess = useShowSuccess();
  const failPage = useFailPage();
  const { sending, general, submitWith } = useFeedbackSubmit(form, (status) => {
    if (status !== 409) return failPage(status);
    void refresh();
  });

  const refresh = useCallback(async () => {
    const reply = await loadSlots(locale);
    if (reply.status !== 200) return failPage(reply.status);
    setDays((reply.body as MeasurementSlots).days);
  }, [locale, failPage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the form appears
  useEffect(() => {
    void refresh();
  }, []);

  const edit = <F extends Field>(field: F, value: MeasurementInput[F]) => {
    setFields((current) => ({
      ...current,
      [field]: value,
      // Another day has other windows.
      ...(field === 'day' ? { window: '' } : {}),
    }));
    form.dropServerError(field);
    setTaken([]);
  };
  const submit = submitWith(
    async () => {
      const reply = await sendBooking(locale, { ...fields, calculations });
      if (reply.status === 409) setTaken([(reply.body as { detail?: string } | null)?.detail ?? '']);
      return reply;
    },
    () => {
      const when = { date: formatWeekday(locale, fields.day), window: hours(fields.window) };
      setFields(empty);
      form.reset();
      void refresh();
      showSuccess({
        modal: 'success',
        title: t.success.measurementTitle,
        text: format(t.success.measurementText, when),
      });
    },
  );

  const day = days?.find((entry) => entry.day === fields.day);
  const text = (field: 'name' | 'city' | 'address', maxLength: number, autoComplete: string) => (
    <FormField
      id={idOf(field)}
      label={m[field]}
      maxLength={maxLength}
      autoComplete={autoComplete}
      value={fields[field]}
      error={form.errors[field]}
      onValue={(value) => edit(field, value)}
    />
  );

  return (
    <div className={`card ${styles.card}`}>
      <div className="card__body">
        <form
          className={formStyles.form}
          noValidate
          onSubmit={submit}
          aria-labelledby="measurement-form-title"
          data-testid="measurement-form"
        >
          <h2 id="measurement-form-title">{m.title}</h2>
          <p className={formStyles.text}>{m.text}</p>
          {calculations.length > 0 ? <p className={formStyles.status}>{m.configurations}</p> : null}
          <FormProblems messages={[...taken.filter(Boolean), ...general]} />
          <div className={styles.pair}>
            {text('name', NAME_MAX_LENGTH, 'name')}
            <PhoneField
              id={idOf('phone')}
              label={m.phone}
              value={fields.phone}
              error={form.errors.phone}
              onValue={(value) => edit('phone', value)}
            />
            {text('city', ADDRESS_PART_MAX_LENGTH, 'address-level2')}
            {text('address', ADDRESS_PART_MAX_LENGTH, 'street-address')}
          </div>
          {days === null ? (
            <p role="status">{m.loading}</p>
          ) : days.length === 0 ? (
            <p role="status">{m.noSlots}</p>
          ) : (
            <>
              <div className={formStyles.field}>
                <Select
                  id={idOf('day')}
                  label={m.day}
                  placeholder={m.dayPlaceholder}
                  options={days.map((entry) => ({
                    value: entry.day,
                    label: formatWeekday(locale, entry.day),
                  }))}
                  value={fields.day === '' ? null : fields.day}
                  describedBy={linkedTo(idOf('day'), form.errors.day)['aria-describedby']}
                  onChange={(value) => edit('day', value)}
                />
                <FieldError id={idOf('day')} error={form.errors.day} />
              </div>
              <div>
                <fieldset
                  className={styles.windows}
                  aria-describedby={linkedTo(idOf('window'), form.errors.window)['aria-describedby']}
                >
                  <legend>{m.window}</legend>
                  {day === undefined ? (
                    <p className={formStyles.hint}>{m.noDay}</p>
                  ) : (
                    day.windows.map((slot, index) => (
                      <label key={slot.window} className={styles.window}>
                        <input
                          type="radio"
                          name="measurement-window"
                          id={index === 0 ? idOf('window') : undefined}
                          value={slot.window}
                          checked={fields.window === slot.window}
                          disabled={slot.free === 0}
                          onChange={() => edit('window', slot.window)}
                        />
                        <span className={styles.hours}>{hours(slot.window)}</span>
                        <span className={styles.places}>
                          {slot.free === 0 ? m.windowFull : format(m.windowFree, { count: slot.free })}
                        </span>
                      </label>
                    ))
                  )}
                </fieldset>
                <FieldError id={idOf('window')} error={form.errors.window} />
              </div>
            </>
          )}
          <TextAreaField
            id={idOf('note')}
            label={m.note}
            rows={3}
            maxLength={MEASUREMENT_NOTE_MAX_LENGTH}
            value={fields.note}
            error={form.errors.note}
            onValue={(value) => edit('note', value)}
          />
          <EmailField
            id={idOf('email')}
            label={m.email}
            value={fields.email}
            error={form.errors.email}
            onValue={(value) => edit('email', value)}
          />
          <TermsCheckbox
            id={idOf('terms')}
            template={m.terms}
            linkText={m.termsLink}
            newTabNote={m.newTab}
            policyHref={localizedPath(locale, 'policy')}
            checked={fields.terms}
            error={form.errors.terms}
            onChange={(checked) => edit('terms', checked)}
          />
          <div className={formStyles.actions}>
            <button type="submit" className="btn btn--accent" disabled={sending}>
              {sending ? t.sending : m.submit}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
