import { updateItemRequest } from '@vitrina/contract';
import { deleteCartItem, patchCartItem } from '@/lib/api';
import { parseRowId } from '@/lib/row-id';
import { noSuchItem, writeCart } from '../../cart-session';

// PATCH /api/cart/items/{itemId} {quantity} and/or {configuration} → PATCH /calculator/cart/{id}/items/{itemId}/
// DELETE /api/cart/items/{itemId} → DELETE /calculator/cart/{id}/items/{itemId}/

interface ItemRoute {
  params: Promise<{ itemId: string }>;
}

export async function PATCH(request: Request, { params }: ItemRoute): Promise<Response> {
  const itemId = parseRowId((await params).itemId);
  if (itemId === null) return noSuchItem(request);
  return writeCart(request, {
    schema: updateItemRequest,
    send: (locale, key, change) => patchCartItem(locale, key, itemId, change),
  });
}

export async function DELETE(request: Request, { params }: ItemRoute): Promise<Response> {
  const itemId = parseRowId((await params).itemId);
  if (itemId === null) return noSuchItem(request);
  return writeCart(request, { send: (locale, key) => deleteCartItem(locale, key, itemId) });
}
