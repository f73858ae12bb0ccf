// "Book a measurement" from the configurator or the cart leads to the free-measurement page with the
// configurations as calculations the API saved: `?calculations=<id>,<id>`. The button's module imports only
// this, not carried-calculations.ts: the page's address comes with the button's texts from the server, so the
// browser needs neither the slug tables nor the forms package to build it (issue 19).

export const calculationsParameter = 'calculations';

/** The free-measurement page's address `path` carrying `ids`. */
export function withCalculations(path: string, ids: readonly string[]): string {
  return ids.length === 0 ? path : `${path}?${calculationsParameter}=${ids.join(',')}`;
}
