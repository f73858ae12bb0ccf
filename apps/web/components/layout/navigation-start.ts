// The router's "a navigation starts" signal (instrumentation-client.ts receives it from Next.js) handed to the
// loading bar, which mounts later. A file of its own and without imports: the instrumentation runs before the
// app does, on every page.

type Listener = (href: string) => void;
let listener: Listener | null = null;

/** Called by Next.js's onRouterTransitionStart with the address the router is heading to. */
export function navigationStarted(href: string): void {
  listener?.(href);
}

/** The loading bar listens while it is mounted; the returned function stops it. */
export function onNavigationStart(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
