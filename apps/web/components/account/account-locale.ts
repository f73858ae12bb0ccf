'use client';

import type { Locale } from '@vitrina/locale';
import { createContext } from 'react';

/**
 * The page's language, handed down from the server by the header (AccountModals). In a file of its own: the
 * header loads it on every page, and account-texts.ts would bring every account text along.
 */
export const AccountLocaleContext = createContext<Locale | null>(null);
