// Timings and limits of docs/product.md §9 used by the layout and the shared UI pieces, defined once.

/** Menu: a column shows this many links before "show all". */
export const MENU_COLUMN_VISIBLE_LINKS = 8;
/** Menu: delay between the pointer leaving a menu and the menu closing. */
export const MENU_CLOSE_DELAY_MS = 200;
/** Menu: after choosing a link, hovering does not reopen a menu for this long. */
export const MENU_REOPEN_LOCK_MS = 3000;

/** Cart badge: counts above this show as "99+". */
export const CART_BADGE_MAX = 99;

/** Quantity input: the value is sent this long after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** Search overlay: suggestions are asked for this long after the last keystroke… */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;
/** …once the query has at least this many characters… */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
/** …and show at most this many results (the rest behind 'see all'). */
export const SEARCH_SUGGEST_LIMIT = 5;

// Animation durations (accordion 400 ms) are CSS only: app/globals.css --duration-slow is their one source.

/** Loading bar: requests shorter than this never show the bar. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Loading bar: the bar gives up after this long even when a request still runs. */
export const LOADING_BAR_MAX_MS = 5000;

/** A chunk-load failure reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Cookie consent lifetime: 30 days. */
export const COOKIE_CONSENT_MAX_AGE_S = 30 * 24 * 60 * 60;
export const COOKIE_CONSENT_NAME = 'cookie_consent';
/** Locale cookie written when a visitor picks a language: one year. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Breakpoints (px) scripts need: mobile call popup below 768, mobile menu below 1200 (CSS has its own). */
export const BREAKPOINT_TABLET = 768;
export const BREAKPOINT_MENU = 1200;

/** Modals never grow taller than this (px); their body scrolls. */
export const MODAL_MAX_HEIGHT_PX = 720;
