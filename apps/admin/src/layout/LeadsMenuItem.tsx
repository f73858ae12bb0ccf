import InboxIcon from '@mui/icons-material/Inbox';
import { Badge } from '@mui/material';
import { Menu } from 'react-admin';
import { useDashboard } from '../dashboard/useDashboard';

/** The inbox's menu item, badged with the leads nobody has looked at yet (refreshed every 30 s). */
export function LeadsMenuItem() {
  const { data } = useDashboard();
  return (
    <Menu.ResourceItem
      name="leads"
      leftIcon={
        <Badge badgeContent={data?.leads_new ?? 0} color="error" max={99}>
          <InboxIcon />
        </Badge>
      }
    />
  );
}
