export { contentPages } from './ContentPages';
export { infoPages } from './InfoPages';
export { policyPages } from './PolicyPages';
