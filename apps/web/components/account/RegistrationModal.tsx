'use client';

import type { RegistrationRequest } from '@vitrina/contract';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, registrationProblems } from '@vitrina/forms';
import { localizedPath } from '@vitrina/locale';
import { type FormEvent, useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormField, FormProblems } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { PasswordField } from '@/components/ui/PasswordField';
import { firstMessageOfLastField } from '@/lib/account/server-message';
import { serverErrors } from '@/lib/cart/field-errors';
import styles from './Account.module.css';
import { useAccount } from './AccountProvider';
import { updateAccountFlow } from './account-flow';
import { useAccountSetup } from './account-texts';
import { PhoneField } from './PhoneField';
import { TermsCheckbox } from './TermsCheckbox';

const fields = ['first_name', 'last_name', 'email', 'phone', 'password', 're_password', 'terms'] as const;
type Field = (typeof fields)[number];
const idOf = (field: Field) => `registration-${field}`;

/**
 * SPEC §3 Registration, §5 Registration: submission blocked while invalid; a refused one shows the first
 * message of the last field of the error body (SPEC §8) and each field's message under it. Done: the sign-in
 * modal opens with the e-mail filled in (SPEC §4 "registration success ... optionally opens auth").
 */
export function RegistrationModal() {
  const { locale, t, fieldMessages, closeLabel } = useAccountSetup();
  const { register } = useAccount();
  const { open } = useModals();
  const [input, setInput] = useState<RegistrationRequest>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    re_password: '',
    terms: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = registrationProblems(input);
  const { errors, attempt, refuse, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);

  const set = <F extends Field>(field: F, value: RegistrationRequest[F]) => {
    setInput((current) => ({ ...current, [field]: value }));
    dropServerError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setProblem(null);
    setSending(true);
    const email = input.email.trim();
    const outcome = await register(
      { ...input, first_name: input.first_name.trim(), last_name: input.last_name.trim(), email },
      { signIn: false },
    );
    setSending(false);
    if (outcome.ok) {
      updateAccountFlow({ registeredEmail: email });
      open('auth');
      return;
    }
    const refused = outcome.status === 400 ? serverErrors(outcome.body, fields) : { fields: {}, general: [] };
    refuse(refused);
    // SPEC §8: the first message of the last field; not twice when it already stands under its field.
    const message = firstMessageOfLastField(outcome.body);
    setProblem(
      message === null
        ? t.registration.failed
        : Object.values(refused.fields).includes(message)
          ? null
          : message,
    );
  };

  const text = (field: 'first_name' | 'last_name' | 'email') => (value: string) => set(field, value);

  return (
    <ModalSlot name="registration" title={t.registration.title} closeLabel={closeLabel} size="sm">
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="registration-form">
        <p className={formStyles.text}>{t.registration.text}</p>
        <FormProblems messages={problem === null ? [] : [problem]} />
        <div className={formStyles.pair}>
          <FormField
            id={idOf('first_name')}
            label={t.fields.firstName}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={input.first_name}
            error={errors.first_name}
            onValue={text('first_name')}
          />
          <FormField
            id={idOf('last_name')}
            label={t.fields.lastName}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={input.last_name}
            error={errors.last_name}
            onValue={text('last_name')}
          />
        </div>
        <FormField
          id={idOf('email')}
          label={t.fields.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={input.email}
          error={errors.email}
          onValue={text('email')}
        />
        <PhoneField
          id={idOf('phone')}
          label={t.fields.phone}
          placeholder={t.fields.phonePlaceholder}
          value={input.phone}
          error={errors.phone}
          onValue={(value) => set('phone', value)}
        />
        <PasswordField
          id={idOf('password')}
          label={t.fields.password}
          toggleLabel={t.showPassword}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={input.password}
          error={errors.password ?? undefined}
          onChange={(event) => set('password', event.target.value)}
        />
        <PasswordField
          id={idOf('re_password')}
          label={t.fields.rePassword}
          toggleLabel={t.showPassword}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={input.re_password}
          error={errors.re_password ?? undefined}
          onChange={(event) => set('re_password', event.target.value)}
        />
        <TermsCheckbox
          id={idOf('terms')}
          template={t.registration.terms}
          linkText={t.registration.termsLink}
          newTabNote={t.registration.newTab}
          policyHref={localizedPath(locale, 'policy')}
          checked={input.terms}
          error={errors.terms}
          onChange={(checked) => set('terms', checked)}
        />
        <button type="submit" className={`btn btn--accent ${styles.submit}`} disabled={sending}>
          {sending ? t.saving : t.registration.submit}
        </button>
        <p className={styles.switch}>
          {t.registration.hasAccount}{' '}
          <button type="button" className={styles.link} onClick={() => open('auth')}>
            {t.registration.toLogin}
          </button>
        </p>
      </form>
    </ModalSlot>
  );
}
