import { revokeTokens } from '@/lib/api';
import { logApiFailure } from '@/lib/api/client';
import { clearSignIn, readTokens } from '@/lib/auth/session';
import { requestLocale } from '../../calculator/forward';
import { noContent, refusedWrite } from '../../route-answers';

// POST /api/account/logout → POST /api/auth/logout/ {refresh} (its failure is ignored: the visitor is signed
// out here whatever the API says), every sign-in cookie cleared → 204.

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const { refresh } = await readTokens();
  if (refresh !== null) {
    try {
      const reply = await revokeTokens(requestLocale(request), refresh);
      if (reply.status !== 204 && reply.status !== 200) {
        console.error(JSON.stringify({ msg: 'logout refused by the API', status: reply.status }));
      }
    } catch (error) {
      logApiFailure(error);
    }
  }
  await clearSignIn();
  return noContent();
}
