import type { Locale } from '@vitrina/locale';
import { config } from '../config';
import { bearer } from './account';
import { type AnyCartKey, callerHeaders } from './cart';
import { apiGetFile } from './client';

// The drawing of a cart line or of an order line (issue 20, docs/adr/0047): the API's SVG answer itself, which a
// route handler passes on to the visitor's <img>. The browser's If-None-Match goes along, so a drawing it holds
// costs a 304.

const revalidation = (etag: string | null): Record<string, string> =>
  etag === null ? {} : { 'If-None-Match': etag };

/** GET /cart/{id}/items/{itemId}/drawing/ with the cart's key. */
export function fetchCartItemDrawing(
  locale: Locale,
  key: AnyCartKey,
  itemId: number,
  etag: string | null,
): Promise<Response> {
  return apiGetFile(`/cart/${key.id}/items/${itemId}/drawing/`, {
    locale,
    base: config.calculatorApiUrl,
    headers: { ...callerHeaders(key), ...revalidation(etag) },
  });
}

/** GET /orders/{id}/items/{position}/drawing/ as the signed-in customer. */
export function fetchOrderItemDrawing(
  locale: Locale,
  access: string,
  orderId: number,
  position: number,
  etag: string | null,
): Promise<Response> {
  return apiGetFile(`/orders/${orderId}/items/${position}/drawing/`, {
    locale,
    base: config.calculatorApiUrl,
    headers: { ...bearer(access), ...revalidation(etag) },
  });
}
