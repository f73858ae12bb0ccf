export interface Crumb {
  title: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home › … › current page; the last crumb is the page itself, not a link. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label} data-routed="">
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.href ?? ''}${crumb.title}`}>
            {crumb.href ? (
              <a href={crumb.href}>{crumb.title}</a>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
