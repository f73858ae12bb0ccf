import type { AdminAuditEntry } from '@vitrina/contract';
import { DataTable, useRecordContext } from 'react-admin';
import { type DiffRow, diffRows } from './diffRows';

const Column = DataTable.Col<DiffRow>;

/** An entry's before → after, key by key, the changed values highlighted. */
export function AuditDiff() {
  const entry = useRecordContext<AdminAuditEntry>();
  if (!entry) return null;
  const rows = diffRows(entry.before, entry.after);
  return (
    <DataTable
      resource="audit"
      data={rows}
      total={rows.length}
      bulkActionButtons={false}
      rowClick={false}
      hover={false}
      rowSx={(row) => (row.changed ? { backgroundColor: 'action.selected' } : {})}
    >
      <Column source="id" label="vitrina.audit.key" disableSort />
      <Column source="before" label="vitrina.audit.before" disableSort sx={{ wordBreak: 'break-all' }} />
      <Column source="after" label="vitrina.audit.after" disableSort sx={{ wordBreak: 'break-all' }} />
    </DataTable>
  );
}
