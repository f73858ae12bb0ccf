// The menu's links are plain <a> elements rendered on the server: a next/link per link would make every
// one of them a client component to hydrate. One click handler on the navigation routes them instead,
// the way next/link would: a plain left click on a link to this site goes through the client router,
// anything else (a new tab, a download, another site) is left to the browser.

export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface LinkTarget {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The address to push through the router, or null when the browser should follow the link itself. */
export function routedHref(click: LinkClick, link: LinkTarget, origin: string): string | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
