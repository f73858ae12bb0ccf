// The configurator query's own parameter names (w, h, add, sash, qty): the storefront's encoder and decoder and
// the API's links back into the configurator (an order call in the back office) agree on them.

/** Parameter names of the parts that are not features; a feature with one of these keys is not encoded. */
export const reservedParams = ['w', 'h', 'add', 'sash', 'qty'] as const;

export const isReserved = (key: string): boolean => (reservedParams as readonly string[]).includes(key);
