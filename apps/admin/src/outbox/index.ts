import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList';

export const outbox = { list: OutboxList, icon: OutboxIcon };
