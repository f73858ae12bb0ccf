'use client';

import { newPasswordProblems, PASSWORD_MAX_LENGTH } from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems, FormStatus } from '@/components/forms/FormField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { PasswordField } from '@/components/ui/PasswordField';
import { lastValueMessage, refusesField } from '@/lib/account/server-message';
import { serverErrors } from '@/lib/cart/field-errors';
import styles from './Account.module.css';
import { useAccount } from './AccountProvider';
import { updateAccountFlow } from './account-flow';
import { useAccountSetup } from './account-texts';

const fields = ['new_password', 're_new_password'] as const;
const idOf = (field: (typeof fields)[number]) => `reset-${field}`;

type Stage = 'form' | 'done' | 'invalid-link';

/**
 * The page of a reset link: the new password twice (show/hide), sent with the link's token. A token the API
 * refuses (unknown, used, expired: 400 on `token`) asks for a new link; done offers the sign-in modal.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t, fieldMessages } = useAccountSetup();
  const { confirmReset } = useAccount();
  const { open } = useModals();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [stage, setStage] = useState<Stage>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = newPasswordProblems({ new_password: password, re_new_password: repeat });
  const { errors, attempt, refuse, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setProblem(null);
    setSending(true);
    const outcome = await confirmReset({ token, new_password: password, re_new_password: repeat });
    setSending(false);
    if (outcome.ok) {
      setStage('done');
      return;
    }
    if (outcome.status === 400 && refusesField(outcome.body, 'token')) {
      setStage('invalid-link');
      return;
    }
    const refused = outcome.status === 400 ? serverErrors(outcome.body, fields) : { fields: {}, general: [] };
    refuse(refused);
    if (Object.keys(refused.fields).length === 0)
      setProblem(refused.general[0] ?? lastValueMessage(outcome.body) ?? t.newPassword.failed);
  };

  if (stage === 'done')
    return (
      <div className={formStyles.form} data-testid="new-password-done">
        <FormStatus>{t.newPassword.doneText}</FormStatus>
        <button type="button" className={`btn btn--accent ${styles.submit}`} onClick={() => open('auth')}>
          {t.newPassword.toLogin}
        </button>
      </div>
    );

  if (stage === 'invalid-link')
    return (
      <div className={formStyles.form} data-testid="new-password-invalid">
        <FormProblems messages={[t.newPassword.invalidLink]} />
        <button
          type="button"
          className={`btn btn--accent ${styles.submit}`}
          onClick={() => updateAccountFlow({ resetToken: null })}
        >
          {t.newPassword.requestNew}
        </button>
      </div>
    );

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="new-password-form">
      <p className={formStyles.text}>{t.newPassword.text}</p>
      <FormProblems messages={problem === null ? [] : [problem]} />
      <PasswordField
        id={idOf('new_password')}
        label={t.newPassword.password}
        toggleLabel={t.showPassword}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        error={errors.new_password ?? undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          dropServerError('new_password');
        }}
      />
      <PasswordField
        id={idOf('re_new_password')}
        label={t.newPassword.rePassword}
        toggleLabel={t.showPassword}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={repeat}
        error={errors.re_new_password ?? undefined}
        onChange={(event) => {
          setRepeat(event.target.value);
          dropServerError('re_new_password');
        }}
      />
      <button type="submit" className={`btn btn--accent ${styles.submit}`} disabled={sending}>
        {sending ? t.saving : t.newPassword.submit}
      </button>
    </form>
  );
}
