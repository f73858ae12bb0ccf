'use client';

import { loginProblems } from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems, FormStatus } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { PasswordField } from '@/components/ui/PasswordField';
import { lastValueMessage } from '@/lib/account/server-message';
import styles from './Account.module.css';
import { useAccount } from './AccountProvider';
import { useAccountFlow } from './account-flow';
import { useAccountSetup } from './account-texts';

const idOf = (field: 'email' | 'password') => `auth-${field}`;

/**
 * The 'auth' modal (docs/product.md §2 Modals): e-mail and password (docs/product.md §3 Login, §5 Login), links to registration and reset. The login
 * error is the last value of the error body (docs/product.md §8); it lives in this modal, so closing clears it (§4).
 */
export function AuthModal() {
  const { t, fieldMessages, closeLabel, showPassword } = useAccountSetup();
  const { signIn } = useAccount();
  const { open, close } = useModals();
  const { registeredEmail } = useAccountFlow();
  const [email, setEmail] = useState(registeredEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = loginProblems({ email, password });
  const { errors, attempt } = useFormAttempt(problems, fieldMessages, idOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setError(null);
    setSending(true);
    const outcome = await signIn({ email: email.trim(), password });
    setSending(false);
    if (outcome.ok) close('auth');
    else setError(lastValueMessage(outcome.body) ?? t.auth.failed);
  };

  return (
    <ModalSlot name="auth" title={t.auth.title} closeLabel={closeLabel} size="sm">
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="auth-form">
        {registeredEmail !== null ? <FormStatus>{t.auth.registered}</FormStatus> : null}
        <p className={formStyles.text}>{t.auth.text}</p>
        <FormProblems messages={error === null ? [] : [error]} />
        <EmailField
          id={idOf('email')}
          label={t.fields.email}
          value={email}
          error={errors.email}
          onValue={setEmail}
        />
        <PasswordField
          id={idOf('password')}
          label={t.fields.password}
          toggleLabel={showPassword}
          autoComplete="current-password"
          value={password}
          error={errors.password ?? undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="button" className={styles.link} onClick={() => open('reset')}>
          {t.auth.toReset}
        </button>
        <button type="submit" className={`btn btn--accent ${styles.submit}`} disabled={sending}>
          {sending ? t.saving : t.auth.submit}
        </button>
        <p className={styles.switch}>
          {t.auth.noAccount}{' '}
          <button type="button" className={styles.link} onClick={() => open('registration')}>
            {t.auth.toRegistration}
          </button>
        </p>
      </form>
    </ModalSlot>
  );
}
