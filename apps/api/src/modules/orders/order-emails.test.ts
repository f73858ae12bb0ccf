import type { Order } from '@vitrina/contract';
import { formatEuro } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../mail/html';
import { newOrderEmails, orderConfirmationEmail, shopOrderEmail } from './order-emails';

function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: 'VT-2026-00042',
    status: 'placed',
    created_at: '2026-05-12T09:45:00.000Z',
    comment: 'Sunați înainte de livrare, vă rog.\nInterfon 12.',
    items: [
      {
        kind: 'configured',
        product_id: null,
        calculator_type_id: 3,
        version: 1,
        title: 'Fereastră PVC',
        link: '/calculators/windows?width=1200&height=1400',
        configuration: null,
        summary: ['Profil: Rehau Synego', '1200 × 1400 mm', 'Deschidere: oscilobatantă'],
        unit: 'piece',
        quantity: 2,
        unit_price: 61_725,
        quantity_discount: 0,
        total_price: 123_450,
      },
      {
        kind: 'product',
        product_id: 7,
        calculator_type_id: null,
        version: null,
        title: 'Plasă contra insectelor',
        link: '/product/plasa-contra-insectelor',
        configuration: null,
        summary: ['Culoare: albă'],
        unit: 'm2',
        quantity: 2.5,
        unit_price: 2_000,
        quantity_discount: -500,
        total_price: 4_500,
      },
    ],
    totals: {
      common: 128_450,
      quantity_discount: -500,
      coupon_discount: -4_000,
      new_total: 123_950,
      delivery: 0,
      bonus_discount: -500,
      net_total: 102_875,
      vat: 20_575,
      grand_total: 123_450,
    },
    characteristics: { total_area: 5.86, linear_metres: 10.4, windows: 2, doors: 0, quantity_discount: -500 },
    coupon_code: 'VARA10',
    bonuses_spent: 50,
    delivery_details: {
      city: 'balti',
      city_name: 'Bălți',
      street: 'str. Ștefan cel Mare',
      house: '12',
      apartment: '4',
    },
    user_details: { email: 'ion.popescu@mail.md', full_name: 'Ion Popescu', phone: '+373 (69) 123-456' },
    payment_method: 1,
    ...overrides,
  };
}

const hostile = '<script>alert(1)</script>';

function expectFilled(email: { subject: string; text: string; html: string }) {
  for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/\{\w+\}/);
}

describe('orderConfirmationEmail', () => {
  it('in Romanian: greeting, number, lines, every total, address, payment and what happens next', () => {
    const email = orderConfirmationEmail(sampleOrder(), 'ro');
    expectFilled(email);
    expect(email.subject).toBe('Comanda nr. VT-2026-00042 a fost primită — Vitrina');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Bună ziua, Ion Popescu!');
      expect(part).toContain('VT-2026-00042');
      expect(part).toContain('12 mai 2026');
      expect(part).toContain('Fereastră PVC');
      expect(part).toContain('1200 × 1400 mm');
      expect(part).toContain('Deschidere: oscilobatantă');
      expect(part).toContain('Plasă contra insectelor');
      expect(part).toContain('2 buc.');
      expect(part).toContain('2,5 m²');
      expect(part).toContain(formatEuro(61_725, 'ro', 'always'));
      expect(part).toContain('1.234,50\u00a0€');
      expect(part).toContain('Reducere cu cuponul VARA10');
      expect(part).toContain(formatEuro(-4_000, 'ro', 'always'));
      expect(part).toContain('Achitat cu bonusuri');
      expect(part).toContain('gratuită');
      expect(part).toContain('TVA inclus');
      expect(part).toContain(formatEuro(20_575, 'ro', 'always'));
      expect(part).toContain(formatEuro(102_875, 'ro', 'always'));
      expect(part).toContain('str. Ștefan cel Mare 12, ap. 4, Bălți');
      expect(part).toContain('Card bancar, online');
      expect(part).toContain('banca confirmă plata');
      expect(part).toContain('+373 (69) 123-456');
      expect(part).toContain('Sunați înainte de livrare');
    }
    expect(email.text).toContain(
      `2 buc. × ${formatEuro(61_725, 'ro', 'always')} = ${formatEuro(123_450, 'ro', 'always')}`,
    );
    expect(email.text).toContain(`Total de plată: 1.234,50\u00a0€`);
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="ro">/);
  });

  it('in Russian: the same order in the customer’s words, the city in Russian', () => {
    const email = orderConfirmationEmail(
      sampleOrder({
        delivery_details: {
          city: 'chisinau',
          city_name: 'Chișinău',
          street: 'ул. Пушкина',
          house: '5',
          apartment: '10',
        },
        payment_method: 4,
      }),
      'ru',
    );
    expectFilled(email);
    expect(email.subject).toBe('Заказ № VT-2026-00042 принят — Vitrina');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Здравствуйте, Ion Popescu!');
      expect(part).toContain('12 мая 2026');
      expect(part).toContain('Fereastră PVC');
      expect(part).toContain('2 шт.');
      expect(part).toContain('2,5 м²');
      expect(part).toContain(formatEuro(123_450, 'ru', 'always'));
      expect(part).toContain('Итого к оплате');
      expect(part).toContain('В том числе НДС');
      expect(part).toContain('Скидка по купону VARA10');
      expect(part).toContain('Кишинёв, ул. Пушкина, д. 5, кв. 10');
      expect(part).toContain('При получении');
      expect(part).toContain('Заказ оплачивается при получении.');
    }
    expect(email.html).toContain('<html lang="ru">');
  });

  it('words every payment method, and a paid card order as paid', () => {
    const words = { 1: 'Card bancar, online', 2: 'Numerar', 3: 'Transfer bancar (factură)', 4: 'La livrare' };
    for (const [method, word] of Object.entries(words))
      expect(
        orderConfirmationEmail(sampleOrder({ payment_method: Number(method) as 1 }), 'ro').text,
      ).toContain(word);
    expect(orderConfirmationEmail(sampleOrder({ status: 'paid' }), 'ro').text).toContain(
      'Plata cu cardul a fost primită',
    );
    expect(orderConfirmationEmail(sampleOrder({ payment_method: 3 }), 'ru').text).toContain(
      'Мы пришлём счёт',
    );
  });

  it('leaves out discounts that are zero and the comment when there is none', () => {
    const email = orderConfirmationEmail(
      sampleOrder({
        comment: '  ',
        coupon_code: null,
        totals: {
          common: 1_000,
          quantity_discount: 0,
          coupon_discount: 0,
          new_total: 1_000,
          delivery: 500,
          bonus_discount: 0,
          net_total: 1_250,
          vat: 250,
          grand_total: 1_500,
        },
      }),
      'ro',
    );
    expect(email.text).not.toContain('cupon');
    expect(email.text).not.toContain('bonusuri');
    expect(email.text).not.toContain('COMENTARIUL');
    expect(email.text).toContain(`Livrare: ${formatEuro(500, 'ro', 'always')}`);
    expect(email.text).toContain(`Total de plată: ${formatEuro(1_500, 'ro', 'always')}`);
  });

  it('escapes everything the customer typed in the HTML part, keeps it as typed in the text', () => {
    const email = orderConfirmationEmail(
      sampleOrder({
        comment: `${hostile}\n"quoted" & 'single'`,
        user_details: { email: 'x@mail.md', full_name: hostile, phone: '<b>069</b>' },
        delivery_details: {
          city: 'balti',
          city_name: 'Bălți',
          street: '<img src=x onerror=alert(2)>',
          house: '"12"',
          apartment: "4' onmouseover='x",
        },
      }),
      'ro',
    );
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>069');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(email.html).toContain('&quot;12&quot;');
    expect(email.html).toContain('4&#39; onmouseover=&#39;x');
    expect(email.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(email.text).toContain(`Bună ziua, ${hostile}!`);
  });
});

describe('shopOrderEmail', () => {
  it('in Romanian, with everything needed to make the order', () => {
    const email = shopOrderEmail(sampleOrder());
    expectFilled(email);
    expect(email.subject).toBe('Comandă nouă nr. VT-2026-00042 — Ion Popescu, 1.234,50\u00a0€');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Ion Popescu');
      expect(part).toContain('+373 (69) 123-456');
      expect(part).toContain('ion.popescu@mail.md');
      expect(part).toContain('str. Ștefan cel Mare 12, ap. 4, Bălți');
      expect(part).toContain('12 mai 2026');
      expect(part).toContain('plasată, plata cu cardul nu este încă confirmată');
      for (const item of sampleOrder().items) {
        expect(part).toContain(item.title);
        for (const line of item.summary) expect(part).toContain(line);
      }
      expect(part).toContain('2 buc.');
      expect(part).toContain('2,5 m²');
      expect(part).toContain(formatEuro(4_500, 'ro', 'always'));
      expect(part).toContain(`Reducere pentru cantitate: ${formatEuro(-500, 'ro', 'always')}`);
      expect(part).toContain('1.234,50\u00a0€');
      expect(part).toContain('TVA inclus');
      expect(part).toContain('VARA10');
      expect(part).toContain('Bonusuri folosite');
      expect(part).toContain('5,86 m²');
      expect(part).toContain('Card bancar, online');
    }
    expect(email.text).toContain('Sunați înainte de livrare, vă rog.\nInterfon 12.');
    expect(email.html).toContain('Sunați înainte de livrare, vă rog.<br>Interfon 12.');
    expect(email.text).toContain(`Total de plată: 1.234,50\u00a0€`);
  });

  it('is Romanian even for an order placed in Russian, and says when there is no comment', () => {
    const email = shopOrderEmail(
      sampleOrder({
        comment: '',
        delivery_details: {
          city: 'chisinau',
          city_name: 'Кишинёв',
          street: 'ул. Пушкина',
          house: '5',
          apartment: '10',
        },
      }),
    );
    expect(email.text).toContain('ул. Пушкина 5, ap. 10, Chișinău');
    expect(email.text).toContain('Fără comentariu.');
    expect(shopOrderEmail(sampleOrder({ status: 'paid' })).text).toContain('Stare: achitată\n');
    expect(shopOrderEmail(sampleOrder({ payment_method: 2 })).text).toContain('Stare: plasată\n');
  });

  it('escapes the customer’s name, address and comment in the HTML part', () => {
    const email = shopOrderEmail(
      sampleOrder({
        comment: hostile,
        user_details: { email: 'a"b@mail.md', full_name: hostile, phone: '069' },
        delivery_details: { city: 'balti', city_name: 'Bălți', street: hostile, house: '1', apartment: '2' },
      }),
    );
    expect(email.html).not.toContain('<script');
    expect(email.html.split(escapeHtml(hostile)).length - 1).toBeGreaterThanOrEqual(4); // title, name, address, comment
    expect(email.html).toContain('a&quot;b@mail.md');
  });
});

describe('newOrderEmails', () => {
  it('addresses the confirmation to the customer and the notification to the shop, each replying to the other', () => {
    const [customer, shop, ...more] = newOrderEmails(sampleOrder(), 'ru', 'info@vitrina.md');
    expect(more).toEqual([]);
    expect(customer).toMatchObject({
      kind: 'order.customer',
      ref: 'order:42',
      to: 'ion.popescu@mail.md',
      replyTo: 'info@vitrina.md',
      subject: 'Заказ № VT-2026-00042 принят — Vitrina',
    });
    expect(customer?.text).toContain('Здравствуйте, Ion Popescu!');
    expect(customer?.html).toContain(formatEuro(123_450, 'ru', 'always'));
    expect(shop).toMatchObject({ kind: 'order.shop', ref: 'order:42', to: 'info@vitrina.md' });
    expect(shop?.replyTo).toBe('ion.popescu@mail.md');
    expect(shop?.subject).toContain('Comandă nouă nr. VT-2026-00042');
    expect(shop?.text).toContain('str. Ștefan cel Mare 12, ap. 4, Bălți');
  });
});
