/** Kept bare on purpose: the floor is Next.js's own cost, with its defaults. */
export default {};
