'use client';

import { type FormMessageKey, NAME_MAX_LENGTH, registrationProblems } from '@vitrina/forms';
import { format } from '@vitrina/locale';
import { type FormEvent, useEffect, useState } from 'react';
import { useAccount } from '@/components/account/AccountProvider';
import { EmailField } from '@/components/forms/EmailField';
import { FormField, FormProblems } from '@/components/forms/FormField';
import { NameFields } from '@/components/forms/NameFields';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { PhoneField } from '@/components/forms/PhoneField';
import { TermsCheckbox } from '@/components/forms/TermsCheckbox';
import { useFormAttempt } from '@/components/forms/use-form-attempt';
import { joinFullName, splitFullName } from '@/lib/auth/full-name';
import { detailsProblems } from '@/lib/cart/checkout-rules';
import { serverErrors } from '@/lib/cart/field-errors';
import { useCart } from '../CartProvider';
import styles from '../Checkout.module.css';
import { checkoutIdOf, StepCounter, type StepFormProps, settle } from './step-form';

const detailsFields = ['email', 'full_name', 'phone'] as const;
/** The order account's fields, in the order the form shows them. */
const accountFields = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'password',
  're_password',
  'terms',
] as const;

type Field = (typeof detailsFields)[number] | (typeof accountFields)[number];

/** The order account's problems in the form's order, so that a refused submit focuses the first one shown. */
const inAccountOrder = (
  problems: Record<(typeof accountFields)[number], FormMessageKey | null>,
): Record<string, FormMessageKey | null> =>
  Object.fromEntries(accountFields.map((field) => [field, problems[field]]));

/**
 * Step 1, the order modal: e-mail, full name and phone with the +373 mask (docs/product.md §5 order account). A signed-out
 * shopper may tick "create an account": the full name becomes first and last name, and a password (twice) and
 * the terms appear; the account is registered and signed in (toLogin false: no sign-in modal), then the details
 * are sent as usual. A signed-in customer finds the form filled from the profile.
 */
export function DetailsForm({ cart, setup, onDone, onFatal }: StepFormProps & { onDone: () => void }) {
  const t = setup.texts.details;
  const a = t.account;
  const { setUserDetails } = useCart();
  const { user, register } = useAccount();
  const saved = cart.user_details;
  const [email, setEmail] = useState(saved?.email ?? user?.email ?? '');
  const [fullName, setFullName] = useState(
    saved?.full_name ?? (user ? joinFullName(user.first_name, user.last_name) : ''),
  );
  const [phone, setPhone] = useState(saved?.phone ?? user?.phone ?? '');
  const [withAccount, setWithAccount] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  /** Registered by this form already (its sign-in may have failed): a second submit must not register again. */
  const [registered, setRegistered] = useState(false);
  const [sending, setSending] = useState(false);

  // The customer may become known after the form (the session answers first, but the modal can be open).
  useEffect(() => {
    if (user === null) return;
    setEmail((value) => value || user.email);
    setFullName((value) => value || joinFullName(user.first_name, user.last_name));
    setPhone((value) => value || user.phone);
  }, [user]);

  const offerAccount = user === null && !registered;
  const account = offerAccount && withAccount;
  const problems: Record<string, FormMessageKey | null> = account
    ? inAccountOrder(
        registrationProblems({
          first_name: firstName,
          last_name: lastName,
          email,
          phone,
          password,
          re_password: repeat,
          terms,
        }),
      )
    : detailsProblems({ email, full_name: fullName, phone });
  const { errors, server, show, attempt, dropServerError } = useFormAttempt(
    problems,
    setup.fieldMessages,
    checkoutIdOf,
  );
  const error = (field: Field): string | null => errors[field] ?? null;

  const tick = (checked: boolean) => {
    setWithAccount(checked);
    if (checked && firstName === '' && lastName === '') {
      const { first, last } = splitFullName(fullName);
      setFirstName(first);
      setLastName(last);
    }
    if (!checked && (firstName !== '' || lastName !== '')) setFullName(joinFullName(firstName, lastName));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!attempt()) return;
    if (sending) return;
    setSending(true);
    const name = account ? joinFullName(firstName, lastName) : fullName.trim();
    if (account) {
      const made = await register(
        {
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          email: email.trim(),
          phone,
          password,
          re_password: repeat,
          terms,
        },
        { signIn: true },
      );
      if (!made.ok) {
        setSending(false);
        const refused = serverErrors(made.body, accountFields);
        const empty = Object.keys(refused.fields).length === 0 && refused.general.length === 0;
        show(empty ? { fields: {}, general: [setup.texts.failed] } : refused);
        return;
      }
      setRegistered(true);
      setFullName(name);
    }
    const outcome = await setUserDetails({ email: email.trim(), full_name: name, phone });
    setSending(false);
    const refused = settle(outcome, detailsFields, setup, onFatal);
    if (refused === null) onDone();
    else show(refused);
  };

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    dropServerError(field);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="checkout-details">
      <StepCounter number={1} setup={setup} />
      <p className={styles.text}>{t.text}</p>
      {user !== null ? <p className={styles.note}>{format(t.signedIn, { email: user.email })}</p> : null}
      <FormProblems messages={server.general} />
      <EmailField
        id="checkout-email"
        label={t.email}
        value={email}
        error={error('email')}
        onValue={edit('email', setEmail)}
      />
      {account ? (
        <NameFields
          idOf={checkoutIdOf}
          labels={{ first_name: a.firstName, last_name: a.lastName }}
          values={{ first_name: firstName, last_name: lastName }}
          errors={{ first_name: error('first_name'), last_name: error('last_name') }}
          onValue={(field, value) => edit(field, field === 'first_name' ? setFirstName : setLastName)(value)}
        />
      ) : (
        <FormField
          id="checkout-full_name"
          label={t.fullName}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={fullName}
          error={error('full_name')}
          onValue={edit('full_name', setFullName)}
        />
      )}
      <PhoneField
        id="checkout-phone"
        label={t.phone}
        value={phone}
        error={error('phone')}
        onValue={edit('phone', setPhone)}
      />
      {offerAccount ? (
        <div className={styles.account}>
          <label className={styles.choice}>
            <input
              id="checkout-create-account"
              type="checkbox"
              checked={withAccount}
              onChange={(event) => tick(event.target.checked)}
            />
            <span>{a.create}</span>
          </label>
          {account ? (
            <>
              <NewPasswordFields
                ids={{ password: 'checkout-password', repeat: 'checkout-re_password' }}
                labels={{ password: a.password, repeat: a.repeatPassword }}
                toggleLabel={setup.showPassword}
                values={{ password, repeat }}
                errors={{ password: error('password'), repeat: error('re_password') }}
                onValue={(field, value) =>
                  field === 'password'
                    ? edit('password', setPassword)(value)
                    : edit('re_password', setRepeat)(value)
                }
              />
              <TermsCheckbox
                id="checkout-terms"
                template={setup.terms.template}
                linkText={setup.terms.link}
                newTabNote={setup.terms.newTab}
                policyHref={setup.policyHref}
                checked={terms}
                error={error('terms')}
                onChange={(checked) => {
                  setTerms(checked);
                  dropServerError('terms');
                }}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--accent" disabled={sending}>
          {sending ? setup.texts.saving : setup.texts.next}
        </button>
      </div>
    </form>
  );
}
