import { cart } from '@vitrina/locale/messages/cart';
import { describe, expect, it } from 'vitest';
import { cartLineDrawing, orderLineDrawing } from './line-drawing';

const window = {
  id: 7,
  title: 'Fereastră PVC',
  configuration: { width: 1300, height: 1400, options: {}, additionals: [], sashes: [] },
};

describe('line drawings', () => {
  it("serve a cart line's drawing in the page's language, described by its title and size", () => {
    expect(cartLineDrawing('ru', window, cart.ru.items.drawingAlt)).toEqual({
      src: '/api/cart/items/7/drawing?lang=ru',
      alt: 'Чертёж в масштабе: Fereastră PVC, 1300 × 1400 мм',
    });
  });

  it("serve an order line's drawing by its place in the order", () => {
    expect(orderLineDrawing('ro', 42, 0, window, cart.ro.items.drawingAlt)).toEqual({
      src: '/api/account/orders/42/items/0/drawing?lang=ro',
      alt: 'Desenul la scară: Fereastră PVC, 1300 × 1400 mm',
    });
  });

  it('leave a catalogue product undrawn', () => {
    expect(cartLineDrawing('ro', { ...window, configuration: null }, cart.ro.items.drawingAlt)).toBeNull();
  });
});
