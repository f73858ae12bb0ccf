import type { Locale } from '@vitrina/locale';
import { cache } from 'react';
import { cachePolicies } from './cache';
import { apiGetOr } from './client';
import { listFrom } from './defaults';
import type { HeaderLink, MenuItem } from './types';

/** Navigation items with their mega-menu columns, in menu order; empty when the API is down. */
export const getMenu = cache(
  async (locale: Locale): Promise<MenuItem[]> =>
    listFrom<MenuItem>(await apiGetOr<unknown>('/menu/nav', { locale, cache: cachePolicies.menu }, [])),
);

/** The links of the header's top bar. */
export const getHeaderLinks = cache(
  async (locale: Locale): Promise<HeaderLink[]> =>
    listFrom<HeaderLink>(
      await apiGetOr<unknown>('/menu/links', { locale, cache: cachePolicies.headerLinks }, []),
    ),
);
