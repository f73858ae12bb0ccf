'use client';

import { format } from '@vitrina/locale';
import { useCart } from '@/components/cart/CartProvider';
import { CartIcon } from '@/components/ui/icons';
import { cartBadgeLabel } from './cart-badge';
import styles from './SiteHeader.module.css';

/**
 * The header's cart link with its count badge (docs/product.md §2 Layout: 99+ above 99). The count is the visitor's,
 * read in the browser: the server renders the link without a badge, so the header stays the same for all.
 */
export function CartLink({
  href,
  label,
  labelWithCount,
}: {
  href: string;
  label: string;
  labelWithCount: string;
}) {
  const { count } = useCart();
  const badge = cartBadgeLabel(count);
  return (
    <a
      href={href}
      className={styles.cart}
      aria-label={badge === '' ? label : format(labelWithCount, { count: badge })}
      data-testid="cart-link"
    >
      <CartIcon />
      {badge !== '' && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      )}
    </a>
  );
}
