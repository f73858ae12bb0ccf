import { type AdminLeadRow, leadKinds, leadStatuses } from '@vitrina/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { leads, staff } from '../../db/schema';
import { rowId, searchText } from '../../http/schemas';
import { containsPattern, totalRows } from '../editorial/sql';
import { orderBy, orderingQuery, pagingQuery, rankIn } from './listing';

// The inbox: every request a visitor sent, newest first, with its state and who handles it.

export const leadListQuery = z.strictObject({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  assignee_id: rowId.optional(),
  q: searchText(100).optional(),
  ordering: orderingQuery(['created_at', 'status', 'kind']),
  ...pagingQuery,
});
type LeadFilters = z.infer<typeof leadListQuery>;

export interface LeadRow {
  id: number;
  kind: AdminLeadRow['kind'];
  status: AdminLeadRow['status'];
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
  name: string;
  phone: string;
  email: string;
  locale: 'ro' | 'ru';
  created_at: string | Date;
  version: number;
}

export const leadColumns = sql`${leads.id} as id, ${leads.kind} as kind, ${leads.status} as status,
  ${leads.assigneeId} as assignee_id, ${staff.name} as assignee_name, ${staff.email} as assignee_email,
  ${leads.name} as name, ${leads.phone} as phone, ${leads.email} as email, ${leads.locale} as locale,
  ${leads.createdAt} as created_at, ${leads.version} as version`;

export function leadRowBody(row: LeadRow): AdminLeadRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    assignee_id: row.assignee_id,
    assignee:
      row.assignee_id === null || row.assignee_email === null
        ? null
        : { id: row.assignee_id, name: row.assignee_name ?? '', email: row.assignee_email },
    name: row.name,
    phone: row.phone,
    email: row.email,
    locale: row.locale,
    created_at: new Date(row.created_at).toISOString(),
    version: Number(row.version),
  };
}

function where(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(sql`${leads.kind} = ${filters.kind}`);
  if (filters.status) conditions.push(sql`${leads.status} = ${filters.status}`);
  if (filters.assignee_id) conditions.push(sql`${leads.assigneeId} = ${filters.assignee_id}`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(${leads.name} ilike ${pattern} or ${leads.phone} ilike ${pattern} or ${leads.email} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function leadPage(
  database: Database,
  filters: LeadFilters,
  slice: { limit: number; offset: number },
): Promise<(LeadRow & { total: number })[]> {
  const condition = where(filters);
  const ordering = orderBy(
    filters.ordering,
    '-created_at',
    {
      created_at: sql`${leads.createdAt}`,
      status: rankIn(sql`${leads.status}`, leadStatuses),
      kind: sql`${leads.kind}`,
    },
    sql`${leads.id}`,
  );
  return database.rows(sql`select ${leadColumns}, ${totalRows} as total
    from ${leads} left join ${staff} on ${staff.id} = ${leads.assigneeId}
    ${condition ? sql`where ${condition}` : sql``}
    order by ${ordering} limit ${slice.limit} offset ${slice.offset}`);
}

/** How many leads nobody has looked at yet: the navigation's badge. */
export async function newLeadCount(database: Database): Promise<number> {
  const [row] = await database.rows<{ count: number }>(
    sql`select count(*)::int as count from ${leads} where ${leads.status} = 'new'`,
  );
  return Number(row?.count ?? 0);
}
