/** The address of a react-admin list filtered by `filter` (its ?filter= holds the filter values as JSON). */
export const listLink = (resource: string, filter: Record<string, string | number>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
