import { navigationStarted } from '@/components/layout/navigation-start';

// Next.js calls this as its router starts a navigation (a link, router.push/replace, back and forward): the
// loading bar follows the router's own state instead of watching every request of the page.
export function onRouterTransitionStart(url: string): void {
  navigationStarted(url);
}
