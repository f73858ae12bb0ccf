import Link from 'next/link';

export interface ListedLink {
  href: string;
  title: string;
  /** Opens in a new tab (a link to another site). */
  external?: boolean;
}

interface LinkListProps {
  links: readonly ListedLink[];
  className?: string;
  /** Next.js prefetching; off for long lists of category links nobody is about to open. */
  prefetch?: boolean;
}

/** A plain list of links, as header, footer and menus show them. */
export function LinkList({ links, className, prefetch }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={prefetch}
            target={link.external ? '_blank' : undefined}
            rel={link.external ? 'noopener' : undefined}
          >
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
