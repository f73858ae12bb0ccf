// The configurator query's own parameter names, apart from the encoder so that a page which only builds
// links (the cart) does not carry the price engine the decoder needs.

/** Parameter names of the parts that are not features; a feature with one of these keys is not encoded. */
export const reservedParams = ['w', 'h', 'add', 'sash', 'qty'] as const;

export const isReserved = (key: string): boolean => (reservedParams as readonly string[]).includes(key);
