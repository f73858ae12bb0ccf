import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';
import { SimpleList } from 'react-admin';
import { TranslatedField } from './TranslatedField';

/**
 * A list's table on a tablet or a desktop, and on a phone a plain list of the records' names in the back
 * office's language (a table of five columns does not fit 375 px: it scrolls and breaks its words).
 */
export function PhoneOrTable({
  name,
  detail,
  children,
}: {
  /** The translated field that names a record: 'title', 'question', 'author'. */
  name: string;
  /** A line under the name (a price, a date), from the record. */
  detail?: ReactElement;
  /** The desktop table (a DataTable). */
  children: ReactElement;
}) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!phone) return children;
  return (
    <SimpleList primaryText={<TranslatedField source={name} />} secondaryText={detail} linkType="edit" />
  );
}
