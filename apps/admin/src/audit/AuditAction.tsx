import type { AdminAuditEntry } from '@vitrina/contract';
import { useRecordContext, useTranslate } from 'react-admin';

/** An entry's action in words, or as the API names it when this app does not know it yet. */
export function AuditAction() {
  const entry = useRecordContext<AdminAuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return <span>{translate(`vitrina.auditActions.${entry.action}`, { _: entry.action })}</span>;
}
