/**
 * The query options of a page that shows a record whole (an order with its lines, a lead with its notes).
 * React-admin seeds each record's getOne cache from the list it came from, so such a page would first render
 * a list row, which lacks the detail fields; a `meta` of its own keys the page's query apart from that seed.
 */
export const wholeRecord = { meta: { whole: true } } as const;
