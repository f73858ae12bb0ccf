export { achievements, equipment, orderSteps } from './CompanyCards';
export { homeCards } from './HomeCards';
export { homeSections } from './HomeSections';
export { partners } from './Partners';
