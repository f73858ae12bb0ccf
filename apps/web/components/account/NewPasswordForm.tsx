'use client';

import { newPasswordProblems } from '@vitrina/forms';
import { type FormEvent, useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { FormProblems, FormStatus } from '@/components/forms/FormField';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { useModals } from '@/components/modals/ModalProvider';
import { lastValueMessage, refusesField } from '@/lib/account/server-message';
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
  const { t, fieldMessages, showPassword } = useAccountSetup();
  const { confirmReset } = useAccount();
  const { open } = useModals();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [stage, setStage] = useState<Stage>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = newPasswordProblems({ new_password: password, re_new_password: repeat });
  const { errors, attempt, refuseAnswer, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);

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
    const refused = refuseAnswer(outcome.status, outcome.body);
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
      <NewPasswordFields
        ids={{ password: idOf('new_password'), repeat: idOf('re_new_password') }}
        labels={{ password: t.newPassword.password, repeat: t.newPassword.rePassword }}
        toggleLabel={showPassword}
        values={{ password, repeat }}
        errors={{ password: errors.new_password, repeat: errors.re_new_password }}
        onValue={(field, value) => {
          if (field === 'password') setPassword(value);
          else setRepeat(value);
          dropServerError(field === 'password' ? 'new_password' : 're_new_password');
        }}
      />
      <button type="submit" className={`btn btn--accent ${styles.submit}`} disabled={sending}>
        {sending ? t.saving : t.newPassword.submit}
      </button>
    </form>
  );
}
