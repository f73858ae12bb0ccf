'use client';

import type { Locale } from '@vitrina/locale';
import { createContext } from 'react';

/**
 * The page's language, handed down from the server by the header (AccountModals). The modal bodies load that
 * language's texts with it (account-texts.ts).
 */
export const AccountLocaleContext = createContext<Locale | null>(null);
