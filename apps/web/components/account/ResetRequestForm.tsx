'use client';

import { RESET_LINK_LIFETIME_MINUTES } from '@vitrina/contract';
import { emailProblem } from '@vitrina/forms';
import { format } from '@vitrina/locale/messages/define';
import { type FormEvent, useState } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import formStyles from '@/components/forms/Form.module.css';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { useShowSuccess } from '@/components/modals/success-notice';
import { lastValueMessage } from '@/lib/account/server-message';
import styles from './Account.module.css';
import { useAccount } from './AccountProvider';
import { useAccountSetup } from './account-texts';

const idOf = () => 'reset-email';

/**
 * docs/product.md §5 Subscribe and reset: the e-mail required and valid. The server's refusal stands under the e-mail
 * (docs/product.md §8) and goes away as soon as the e-mail is edited. Sent: the success modal says so (docs/product.md §4).
 */
export function ResetRequestForm() {
  const { t, fieldMessages } = useAccountSetup();
  const { requestReset } = useAccount();
  const { open } = useModals();
  const showSuccess = useShowSuccess();
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { errors, attempt } = useFormAttempt({ email: emailProblem(email) }, fieldMessages, idOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setRefusal(null);
    setSending(true);
    const address = email.trim();
    const outcome = await requestReset(address);
    setSending(false);
    if (outcome.ok) {
      showSuccess({
        modal: 'success',
        title: t.reset.sentTitle,
        text: format(t.reset.sentText, { email: address, minutes: RESET_LINK_LIFETIME_MINUTES }),
      });
      return;
    }
    setRefusal(lastValueMessage(outcome.body) ?? t.reset.failed);
    document.getElementById(idOf())?.focus();
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="reset-form">
      <p className={formStyles.text}>{t.reset.text}</p>
      <EmailField
        id={idOf()}
        label={t.fields.email}
        value={email}
        error={errors.email ?? refusal}
        onValue={(value) => {
          setEmail(value);
          setRefusal(null);
        }}
      />
      <button type="submit" className={`btn btn--accent ${styles.submit}`} disabled={sending}>
        {sending ? t.saving : t.reset.submit}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => open('auth')}>
          {t.reset.toLogin}
        </button>
      </p>
    </form>
  );
}
