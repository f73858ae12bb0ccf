import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The heading of one part of a record's page. */
export function SectionTitle({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
}
