'use client';

import type { RegistrationRequest } from '@vitrina/contract';
import { registrationProblems } from '@vitrina/forms';
import { localizedPath } from '@vitrina/locale';
import { type FormEvent, useState } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems } from '@/components/forms/FormField';
import { NameFields } from '@/components/forms/NameFields';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { PhoneField } from '@/components/forms/PhoneField';
import { TermsCheckbox } from '@/components/forms/TermsCheckbox';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { firstMessageOfLastField } from '@/lib/account/server-message';
import styles from './Account.module.css';
import { useAccount } from './AccountProvider';
import { updateAccountFlow } from './account-flow';
import { useAccountSetup } from './account-texts';

const fields = ['first_name', 'last_name', 'email', 'phone', 'password', 're_password', 'terms'] as const;
type Field = (typeof fields)[number];
const idOf = (field: Field) => `registration-${field}`;

/**
 * docs/product.md §3 Registration, §5 Registration: submission blocked while invalid; a refused one shows the first
 * message of the last field of the error body (docs/product.md §8) and each field's message under it. Done: the sign-in
 * modal opens with the e-mail filled in (docs/product.md §4 "registration success ... optionally opens auth").
 */
export function RegistrationModal() {
  const { locale, t, fieldMessages, closeLabel, showPassword } = useAccountSetup();
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
  const { errors, attempt, refuseAnswer, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);

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
    const refused = refuseAnswer(outcome.status, outcome.body);
    // docs/product.md §8: the first message of the last field; not twice when it already stands under its field.
    const message = firstMessageOfLastField(outcome.body);
    setProblem(
      message === null
        ? t.registration.failed
        : Object.values(refused.fields).includes(message)
          ? null
          : message,
    );
  };

  return (
    <ModalSlot name="registration" title={t.registration.title} closeLabel={closeLabel} size="sm">
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="registration-form">
        <p className={formStyles.text}>{t.registration.text}</p>
        <FormProblems messages={problem === null ? [] : [problem]} />
        <NameFields
          idOf={idOf}
          labels={{ first_name: t.fields.firstName, last_name: t.fields.lastName }}
          values={input}
          errors={errors}
          onValue={set}
        />
        <EmailField
          id={idOf('email')}
          label={t.fields.email}
          value={input.email}
          error={errors.email}
          onValue={(value) => set('email', value)}
        />
        <PhoneField
          id={idOf('phone')}
          label={t.fields.phone}
          value={input.phone}
          error={errors.phone}
          onValue={(value) => set('phone', value)}
        />
        <NewPasswordFields
          ids={{ password: idOf('password'), repeat: idOf('re_password') }}
          labels={{ password: t.fields.password, repeat: t.fields.rePassword }}
          toggleLabel={showPassword}
          values={{ password: input.password, repeat: input.re_password }}
          errors={{ password: errors.password, repeat: errors.re_password }}
          onValue={(field, value) => set(field === 'password' ? 'password' : 're_password', value)}
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
