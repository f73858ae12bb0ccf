import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';

export const audit = { list: AuditList, icon: HistoryIcon };
