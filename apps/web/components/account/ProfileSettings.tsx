'use client';

import type { User } from '@vitrina/contract';
import { type Gender, profileProblems } from '@vitrina/forms';
import { formatEuro } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { BONUS_POINT_CENTS } from '@vitrina/pricing';
import { type FormEvent, useState } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import formStyles from '@/components/forms/Form.module.css';
import { errorIdOf, FieldError, FormProblems, FormStatus } from '@/components/forms/FormField';
import { NameFields } from '@/components/forms/NameFields';
import { PhoneField } from '@/components/forms/PhoneField';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { Select } from '@/components/ui/Select';
import { useAccount } from './AccountProvider';
import { useAccountSetup } from './account-texts';

import styles from './Profile.module.css';

const fields = ['first_name', 'last_name', 'email', 'phone', 'gender'] as const;
type Field = (typeof fields)[number];
const idOf = (field: Field) => `profile-${field}`;

type GenderChoice = Gender | 'none';

/** The profile's settings (docs/product.md §3 User): name, e-mail, phone, gender; and the bonuses held. */
export function ProfileSettings({ user }: { user: User }) {
  const { locale, t, fieldMessages } = useAccountSetup();
  const { updateProfile } = useAccount();
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState(user.phone);
  const [gender, setGender] = useState<GenderChoice>(user.gender ?? 'none');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'saved' | string | null>(null);
  const input = {
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    gender: gender === 'none' ? ('' as const) : gender,
  };
  const problems = profileProblems(input);
  const { errors, attempt, refuseAnswer, dropServerError } = useFormAttempt(problems, fieldMessages, idOf);
  const s = t.settings;

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    dropServerError(field);
    setResult(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !attempt()) return;
    setResult(null);
    setSending(true);
    const outcome = await updateProfile({
      ...input,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      email: email.trim(),
    });
    setSending(false);
    if (outcome.ok) {
      setResult('saved');
      return;
    }
    const refused = refuseAnswer(outcome.status, outcome.body);
    setResult(refused.general[0] ?? (Object.keys(refused.fields).length === 0 ? s.failed : null));
  };

  const genders: { value: GenderChoice; label: string }[] = [
    { value: 'none', label: s.genders.none },
    { value: 'male', label: s.genders.male },
    { value: 'female', label: s.genders.female },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.bonuses} data-testid="profile-bonuses">
        <span>{s.bonuses}</span>
        <strong>{formatEuro(user.bonuses * BONUS_POINT_CENTS, locale)}</strong>
        <span className={styles.muted}>
          {format(s.bonusesNote, {
            points: user.bonuses,
            point: formatEuro(BONUS_POINT_CENTS, locale, 'always'),
          })}
        </span>
      </div>
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="profile-settings">
        <p className={formStyles.text}>{s.text}</p>
        {result === 'saved' ? <FormStatus>{s.saved}</FormStatus> : null}
        <FormProblems messages={result !== null && result !== 'saved' ? [result] : []} />
        <NameFields
          idOf={idOf}
          labels={{ first_name: t.fields.firstName, last_name: t.fields.lastName }}
          values={{ first_name: firstName, last_name: lastName }}
          errors={errors}
          onValue={(field, value) => edit(field, field === 'first_name' ? setFirstName : setLastName)(value)}
        />
        <EmailField
          id={idOf('email')}
          label={t.fields.email}
          value={email}
          error={errors.email}
          onValue={edit('email', setEmail)}
        />
        <PhoneField
          id={idOf('phone')}
          label={t.fields.phone}
          value={phone}
          error={errors.phone}
          onValue={edit('phone', setPhone)}
        />
        <div className={formStyles.field}>
          <Select
            id={idOf('gender')}
            label={s.gender}
            options={genders}
            value={gender}
            describedBy={errors.gender !== null ? errorIdOf(idOf('gender')) : undefined}
            onChange={(value) => {
              setGender(value);
              dropServerError('gender');
              setResult(null);
            }}
          />
          <FieldError id={idOf('gender')} error={errors.gender} />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="btn btn--accent" disabled={sending}>
            {sending ? t.saving : s.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
