import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { clientAddress } from '@/lib/auth/client-address';

// The API counts requests per client address (docs/adr/0021) and believes X-Forwarded-For from the storefront
// only. A call the storefront makes for one visitor names that visitor, so that everybody behind one storefront
// does not share one budget; lib/auth/client-address.ts says why the address read here is the browser's own.

/** X-Forwarded-For naming the browser of the request being served; nothing outside a request, or when unknown. */
export async function visitorForwardedFor(): Promise<Record<string, string>> {
  let forwarded: string | null;
  try {
    forwarded = (await headers()).get('x-forwarded-for');
  } catch (error) {
    // Next.js signals a page that must render per request by throwing: that is not ours to catch.
    unstable_rethrow(error);
    return {};
  }
  const address = clientAddress(forwarded);
  return address === null ? {} : { 'X-Forwarded-For': address };
}
