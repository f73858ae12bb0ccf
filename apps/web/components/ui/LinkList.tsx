export interface ListedLink {
  href: string;
  title: string;
  /** Opens in a new tab (a link to another site). */
  external?: boolean;
}

interface LinkListProps {
  links: readonly ListedLink[];
  className?: string;
}

/** A plain list of links, as header, footer and menus show them (routed by LinkRouter, docs/adr/0055). */
export function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
            {link.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
