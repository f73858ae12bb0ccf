import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { SubscriberList } from './SubscriberList';

export const subscribers = { list: SubscriberList, icon: MarkEmailReadIcon, recordRepresentation: 'email' };
