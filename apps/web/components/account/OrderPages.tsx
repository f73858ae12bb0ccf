'use client';

import { format } from '@vitrina/locale/messages/define';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { paginationWindow } from '@/components/ui/pagination-window';
import { useAccountSetup } from './account-texts';
import styles from './Profile.module.css';

interface OrderPagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page buttons under the order history (the list lives in the modal, not in the URL); none for one page. */
export function OrderPages({ page, pages, onPage }: OrderPagesProps) {
  const { t, pagination } = useAccountSetup();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={t.orders.pages}>
      <button
        type="button"
        className={styles.pageButton}
        aria-label={pagination.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ArrowLeftIcon size={18} />
      </button>
      {paginationWindow(page, pages).map((slot, index) =>
        slot === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className={styles.pageButton}
            aria-label={format(pagination.page, { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onPage(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        aria-label={pagination.next}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ArrowRightIcon size={18} />
      </button>
    </nav>
  );
}
