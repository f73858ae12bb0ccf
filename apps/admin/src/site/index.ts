export { aboutPage } from './AboutPage';
export { siteContacts } from './SiteContacts';
