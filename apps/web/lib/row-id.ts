/** A PostgreSQL integer id (1 to 2^31-1) written as digits, as a path, query or cookie carries it; or null. */
export function parseRowId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
