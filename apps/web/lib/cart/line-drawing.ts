import type { Locale } from '@vitrina/locale';
// Not the package's index: the account's modals load without every feature's messages.
import { format } from '@vitrina/locale/messages/define';
import type { Configuration } from '@vitrina/pricing';

// The <img> of a configured line's drawing to scale (issue 20, docs/adr/0047): where the storefront serves it
// (app/api/cart/items/…/drawing, app/api/account/orders/…/drawing) and what it shows in words.

interface DrawnLine {
  title: string;
  configuration: Configuration | null;
}

export interface LineDrawing {
  src: string;
  alt: string;
}

/**
 * `path` is the line's drawing route; the page names its language, since the browser asks for an image in its
 * own. Null for a line that is not drawn (a catalogue product).
 */
function lineDrawing(path: string, locale: Locale, line: DrawnLine, altText: string): LineDrawing | null {
  const { configuration } = line;
  if (configuration === null) return null;
  const { width, height } = configuration;
  return { src: `${path}?lang=${locale}`, alt: format(altText, { title: line.title, width, height }) };
}

export const cartLineDrawing = (locale: Locale, line: DrawnLine & { id: number }, altText: string) =>
  lineDrawing(`/api/cart/items/${line.id}/drawing`, locale, line, altText);

/** `position`: the line's place in the order, 0 first, as the order lists its lines. */
export const orderLineDrawing = (
  locale: Locale,
  orderId: number,
  position: number,
  line: DrawnLine,
  altText: string,
) => lineDrawing(`/api/account/orders/${orderId}/items/${position}/drawing`, locale, line, altText);
