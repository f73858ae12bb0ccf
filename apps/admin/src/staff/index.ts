import BadgeIcon from '@mui/icons-material/Badge';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';
import { staffName } from './staffName';

export const staff = {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: staffName,
};
