import type { ReactNode } from 'react';
import { SimpleShowLayout } from 'react-admin';

/** Labelled fields side by side, wrapping onto more lines on a narrow screen. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleShowLayout direction="row" spacing={{ xs: 2, md: 4 }} useFlexGap flexWrap="wrap" sx={{ p: 0 }}>
      {children}
    </SimpleShowLayout>
  );
}
