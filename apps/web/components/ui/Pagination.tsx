import { defaultLocale, format, getMessages, type Locale, resolvePath } from '@vitrina/locale';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import styles from './Pagination.module.css';
import { paginationWindow } from './pagination-window';

interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  /** The public href of a page (built with localizedPath, the query carrying the page). */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark, e.g. 'Paginile articolelor'. */
  label: string;
  /** Language of the previous/next texts; by default the one the hrefs' prefix names. */
  locale?: Locale;
}

/**
 * Page links under a list: previous, the first and last page, the pages around the current one and '…' for
 * the rest. Plain links (rel prev/next), so paging works without JavaScript; nothing when there is one page.
 * They load the page as a document, not through the client router: the proxy hands the page number on in
 * the path (lib/query-state.ts), which Next.js's router does not follow for a change of query alone.
 */
export function Pagination({ page, pages, hrefFor, label, locale }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const texts = getMessages(locale ?? localeOfHref(hrefFor(current))).editorial.pagination;
  const slots = paginationWindow(current, pages);

  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <a className={styles.step} href={hrefFor(current - 1)} rel="prev" aria-label={texts.previous}>
              <ArrowLeftIcon size={18} />
            </a>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ArrowLeftIcon size={18} />
            </span>
          )}
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            // Two gaps at most, told apart by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{texts.gap}</span>
            </li>
          ) : (
            <li key={slot}>
              <a
                className={styles.number}
                href={hrefFor(slot)}
                aria-label={format(texts.page, { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </a>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <a className={styles.step} href={hrefFor(current + 1)} rel="next" aria-label={texts.next}>
              <ArrowRightIcon size={18} />
            </a>
          ) : (
            <span className={styles.step} aria-hidden="true">
              <ArrowRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** Public paths name their language in the prefix ('/ru/...'; none = ro). */
function localeOfHref(href: string): Locale {
  const resolution = resolvePath(href);
  return resolution.kind === 'redirect' ? defaultLocale : resolution.locale;
}
