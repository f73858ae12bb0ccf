// What the storefront's own cookies share (the cart's, the sign-in's): httpOnly so that no page script reads
// them (docs/architecture.md §5), SameSite=Lax so that other sites' POSTs do not carry them, Secure on https, whole site.

export interface VisitorCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

export function visitorCookieOptions(publicOrigin: string, maxAge: number): VisitorCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: publicOrigin.startsWith('https:'), path: '/', maxAge };
}
