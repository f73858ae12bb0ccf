/**
 * How the storefront introduces itself to the API (docs/architecture.md §2): a fixed key in a header. It names the client;
 * it is not a secret and not authentication. The default serves a first run where both sides use it.
 */
export const frontendKeyHeader = 'X-Frontend-Key';
export const defaultFrontendKey = 'vitrina-storefront';
