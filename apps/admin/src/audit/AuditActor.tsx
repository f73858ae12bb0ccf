import type { AdminAuditEntry } from '@vitrina/contract';
import { useRecordContext, useTranslate } from 'react-admin';

/** Who wrote an entry: the member's name, the command line (`npm run staff`), or the address of one removed. */
export function AuditActor() {
  const entry = useRecordContext<AdminAuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  if (entry.staff) return <span>{entry.staff.name || entry.staff.email}</span>;
  return <span>{entry.actor === 'cli' ? translate('vitrina.audit.cli') : entry.actor}</span>;
}
