import { Box } from '@mui/material';
import type { ContentLocale } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';

/** A translated field's inputs, Romanian beside Russian on a desktop and one above the other on a phone. */
export function LanguageColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

/** The label of a field's input in one language: "Titlu · Rusă" (`labelKey` names the field otherwise). */
export function useLanguageLabel(source: string, labelKey?: string): (locale: ContentLocale) => string {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = labelKey ?? `resources.${resource}.fields.${source}`;
  return (locale) => `${translate(field)} · ${translate(`vitrina.locales.${locale}`)}`;
}
