import InboxIcon from '@mui/icons-material/Inbox';
import type { AdminLeadRow } from '@vitrina/contract';
import { LeadEdit } from './LeadEdit';
import { LeadList } from './LeadList';

export const leads = {
  list: LeadList,
  edit: LeadEdit,
  icon: InboxIcon,
  recordRepresentation: (lead: AdminLeadRow) => lead.name || lead.phone || lead.email,
};
