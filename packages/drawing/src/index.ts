// The drawing of a configured item, one copy for the storefront, the back office and server-rendered quotes.
export { ConfigurationDrawing } from './ConfigurationDrawing';
export { DrawingLegend } from './DrawingLegend';
export { describeConfiguration } from './describe';
export { OpeningIcon } from './OpeningIcon';
