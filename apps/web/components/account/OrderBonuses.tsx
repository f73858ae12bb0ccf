'use client';

import { formatEuro } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { BONUS_POINT_CENTS } from '@vitrina/pricing';
import { useAccountSetup } from './account-texts';
import styles from './Profile.module.css';

/** The bonus points an order spent and earned, in euro (one point pays BONUS_POINT_CENTS); nothing if none. */
export function OrderBonuses({ spent, earned }: { spent: number; earned: number }) {
  const { locale, t } = useAccountSetup();
  const amount = (points: number) => formatEuro(points * BONUS_POINT_CENTS, locale, 'always');
  const lines = [
    spent > 0 ? format(t.orders.bonusesSpent, { amount: amount(spent) }) : null,
    earned > 0 ? format(t.orders.bonusesEarned, { amount: amount(earned) }) : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return <p className={styles.muted}>{lines.join(' · ')}</p>;
}
