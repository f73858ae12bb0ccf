import { fetchMe } from '@/lib/api';
import { readTokens, sendSignedIn } from '@/lib/auth/session';
import { hasSignIn } from '@/lib/auth/with-auth';
import { requestLocale } from '../../calculator/forward';
import { answer } from '../../route-answers';
import { apiDown, passOn } from '../account-route';

// GET /api/account/session → {user}: the signed-in customer, or null (docs/product.md §4: on page load the token is
// refreshed, then the user data). Without an access cookie but with a refresh cookie the tokens are refreshed
// first; a 401 refreshes once and retries; a sign-in that is over has its cookies cleared → {user: null}.

export function GET(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  return passOn(locale, async () => {
    const tokens = await readTokens();
    if (!hasSignIn(tokens)) return answer({ user: null });
    const outcome = await sendSignedIn((access) => fetchMe(locale, access), tokens);
    if (outcome.kind === 'signed-out') return answer({ user: null });
    if (outcome.kind === 'unavailable' || outcome.reply.status >= 500) return apiDown(locale);
    return answer({ user: outcome.reply.status === 200 ? outcome.reply.body : null });
  });
}
