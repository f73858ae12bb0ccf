import { localStorageStore } from 'react-admin';

/** React-admin's preferences (language, list filters, columns) for this browser; the session decides the language. */
export const store = localStorageStore(undefined, 'VitrinaAdmin');
