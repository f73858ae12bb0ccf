// docs/product.md §4 Auth: the e-mailed reset link is the home page with `?reset_token=<token>`. The home page reads the
// token once and takes it out of the address bar, so it does not linger in the history or a shared URL.

export const RESET_TOKEN_PARAM = 'reset_token';
/** Tokens are opaque and short; anything longer is not one of ours (the API caps it at 200 too). */
const MAX_TOKEN_LENGTH = 200;

/** The token of a reset link's query, or null. */
export function readResetToken(params: Pick<URLSearchParams, 'get'>): string | null {
  const token = params.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  return token === '' || token.length > MAX_TOKEN_LENGTH ? null : token;
}

/** The same address without the token: '/ru?reset_token=x&a=1#top' → '/ru?a=1#top'. */
export function withoutResetToken(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(RESET_TOKEN_PARAM);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}
