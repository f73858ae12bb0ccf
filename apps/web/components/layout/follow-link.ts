// Links in the shell and on the home page are plain <a> elements rendered on the server: a next/link per link
// would make each of them a client component to hydrate, and next/link's own code is about 2.8 KB gzip of
// every first load (docs/adr/0055). One listener (LinkRouter) routes them instead, the way next/link would:
// a plain left click on a link to another page of this site goes through the client router; anything else
// (a new tab, a download, another site, a jump within this page) is left to the browser.

export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A left click with no key held: what LinkRouter asks about a link a pointer or the focus reaches. */
export const plainLeftClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

interface LinkTarget {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The address to push through the router, or null when the browser should follow the link itself. */
export function routedHref(click: LinkClick, link: LinkTarget, current: URL): string | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, current);
  if (url.origin !== current.origin) return null;
  // The skip link and other anchors in this page: the browser scrolls and moves focus itself.
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}
