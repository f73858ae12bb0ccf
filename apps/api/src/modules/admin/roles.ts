import { editorAreas, type StaffRole } from '@vitrina/contract';

// What each role reaches (docs/adr/0024). Admins and managers are told apart route by route (`allow`), as
// before. An editor is the other way round: refused everywhere but the areas listed here, so a route added
// later for orders, customers or prices is closed to editors without anyone remembering to close it.

/** The first path segment under /admin/api/ an editor may reach: its session and the editor's areas. */
const editorReach = new Set(['session', ...editorAreas]);

const prefix = '/admin/api/';

/** Whether `role` may reach the route `url` (its pattern, e.g. '/admin/api/orders/:id') at all. */
export function mayReach(role: StaffRole, url: string | undefined): boolean {
  if (role !== 'editor') return true;
  if (!url?.startsWith(prefix)) return false;
  const area = url.slice(prefix.length).split('/')[0] ?? '';
  return editorReach.has(area);
}
