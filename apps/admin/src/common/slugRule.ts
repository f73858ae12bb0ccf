import { regex } from 'react-admin';

/** A slug's form as the API checks it (lower-case Latin words joined by '-'), flagged before a save. */
export const slugRule = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'vitrina.catalog.slugHelp');
