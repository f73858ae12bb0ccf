'use client';

import type { Address, User } from '@vitrina/contract';
import { format } from '@vitrina/locale/messages/define';
import { useEffect, useRef, useState } from 'react';
import { FormProblems, FormStatus } from '@/components/forms/FormField';
import { useAccount } from './AccountProvider';
import { AddressForm } from './AddressForm';
import { useAccountSetup } from './account-texts';
import styles from './Profile.module.css';

type Editing = { address: Address | null } | null;

/** The profile's addresses (docs/product.md §3 Address): the list with edit and delete (asked first), and a new one. */
export function AddressBook({ user }: { user: User }) {
  const { t } = useAccountSetup();
  const { deleteAddress } = useAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'saved' | 'deleted' | 'failed' } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const a = t.addresses;

  useEffect(() => {
    if (confirming !== null) confirmButton.current?.focus();
  }, [confirming]);

  if (editing !== null)
    return (
      <div className={styles.stack}>
        <h4 className={styles.subTitle}>{editing.address === null ? a.newTitle : a.editTitle}</h4>
        <AddressForm
          user={user}
          address={editing.address}
          onDone={() => {
            setEditing(null);
            setNotice({ kind: 'saved' });
          }}
          onCancel={() => setEditing(null)}
        />
      </div>
    );

  const remove = async (id: number) => {
    setDeleting(true);
    const outcome = await deleteAddress(id);
    setDeleting(false);
    setConfirming(null);
    setNotice({ kind: outcome.ok ? 'deleted' : 'failed' });
    addButton.current?.focus();
  };

  const oneLine = (address: Address) =>
    [`${address.first_name} ${address.last_name}`, address.street, address.city_name].join(', ');

  return (
    <div className={styles.stack}>
      {notice?.kind === 'saved' ? <FormStatus>{a.saved}</FormStatus> : null}
      {notice?.kind === 'deleted' ? <FormStatus>{a.deleted}</FormStatus> : null}
      <FormProblems messages={notice?.kind === 'failed' ? [a.deleteFailed] : []} />
      {user.addresses.length === 0 ? <p className={styles.muted}>{a.empty}</p> : null}
      <ul className={styles.addresses} data-testid="address-list">
        {user.addresses.map((address) => (
          <li key={address.id} className={styles.addressCard}>
            <address className={styles.address}>
              <strong>
                {address.first_name} {address.last_name}
              </strong>
              {address.company !== '' ? (
                <>
                  <br />
                  {address.company}
                </>
              ) : null}
              <br />
              {address.street}, {format(a.house, { house: address.house })}
              {address.apartment !== '' ? `, ${format(a.apartment, { apartment: address.apartment })}` : null}
              <br />
              {address.city_name}, {format(a.zip, { zip: address.zip_code })}
              <br />
              {address.phone}
              {address.extra_contact !== '' ? (
                <>
                  <br />
                  {address.extra_contact}
                </>
              ) : null}
            </address>
            {confirming === address.id ? (
              <div className={styles.confirm}>
                <p id={`address-confirm-${address.id}`}>{a.confirmDelete}</p>
                <div className={styles.cardActions}>
                  <button
                    ref={confirmButton}
                    type="button"
                    aria-describedby={`address-confirm-${address.id}`}
                    className="btn btn--accent"
                    disabled={deleting}
                    onClick={() => remove(address.id)}
                  >
                    {a.confirm}
                  </button>
                  <button type="button" className="btn btn--outline" onClick={() => setConfirming(null)}>
                    {a.cancel}
                  </button>
                </div>
              </div>
            ) : (
              <div className={styles.cardActions}>
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-label={format(a.editLabel, { address: oneLine(address) })}
                  onClick={() => {
                    setNotice(null);
                    setEditing({ address });
                  }}
                >
                  {a.edit}
                </button>
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-label={format(a.deleteLabel, { address: oneLine(address) })}
                  onClick={() => {
                    setNotice(null);
                    setConfirming(address.id);
                  }}
                >
                  {a.delete}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div>
        <button
          ref={addButton}
          type="button"
          className="btn btn--accent"
          onClick={() => {
            setNotice(null);
            setEditing({ address: null });
          }}
        >
          {a.add}
        </button>
      </div>
    </div>
  );
}
