'use client';

import { type Locale, switchLocalePath } from '@vitrina/locale';
import { usePathname } from 'next/navigation';

/**
 * The current page's address in another language. Read from the router rather than passed down by the
 * layout: a layout is not rendered again on client-side navigation, so a path it was given goes stale.
 */
export function useLanguageHref(): (target: Locale) => string {
  const pathname = usePathname();
  return (target) => switchLocalePath(pathname, target);
}
