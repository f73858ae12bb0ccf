import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What an empty part of a page says instead of an empty table. */
export function EmptyText({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(label)}
    </Typography>
  );
}
