import { orderStages } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../mail/html';
import { composeOrderStageEmail, type StageChange } from './order-stage-email';

const order = { number: 'VT-2026-00042', customer: { full_name: 'Ion Popescu' } };
const change = (toStage: StageChange['toStage'], more: Partial<StageChange> = {}): StageChange => ({
  toStage,
  measurementAt: null,
  reason: '',
  ...more,
});
/** 12:30 UTC on 12 May 2026 is 15:30 in Chișinău (summer time, UTC+3). */
const visit = new Date('2026-05-12T12:30:00Z');

describe('composeOrderStageEmail', () => {
  it('in Romanian: the measurement visit with its day and hour in Moldova', () => {
    const email = composeOrderStageEmail(
      order,
      change('measurement_scheduled', { measurementAt: visit }),
      'ro',
    );
    expect(email.subject).toBe('Comanda nr. VT-2026-00042: măsurarea este programată — Vitrina');
    expect(email.text).toContain('Bună ziua, Ion Popescu!');
    expect(email.text).toContain('Data și ora vizitei: marți, 12 mai 2026, ora 15:30');
    expect(email.text).toContain('Dacă momentul nu vă convine');
    expect(email.text).toContain('Cu respect, echipa Vitrina');
    expect(email.html).toContain('<html lang="ro">');
    expect(email.html).toContain('marți, 12 mai 2026, ora 15:30');
  });

  it('in Russian: the same visit, and a winter date an hour closer to UTC', () => {
    const email = composeOrderStageEmail(
      order,
      change('measurement_scheduled', { measurementAt: visit }),
      'ru',
    );
    expect(email.subject).toBe('Заказ № VT-2026-00042: назначен замер — Vitrina');
    expect(email.text).toContain('Здравствуйте, Ion Popescu!');
    expect(email.text).toContain('Дата и время замера: вторник, 12 мая 2026 г., 15:30');
    expect(email.html).toContain('<html lang="ru">');
    const winter = composeOrderStageEmail(
      order,
      change('measurement_scheduled', { measurementAt: new Date('2026-01-20T07:05:00Z') }),
      'ru',
    );
    expect(winter.text).toContain('20 января 2026 г., 09:05');
  });

  it('a cancellation says why, in either language', () => {
    const ro = composeOrderStageEmail(order, change('cancelled', { reason: 'Clientul a renunțat.' }), 'ro');
    expect(ro.subject).toBe('Comanda nr. VT-2026-00042 a fost anulată — Vitrina');
    expect(ro.text).toContain('Motivul: Clientul a renunțat.');
    const ru = composeOrderStageEmail(order, change('cancelled', { reason: 'Клиент передумал.' }), 'ru');
    expect(ru.subject).toBe('Заказ № VT-2026-00042 отменён — Vitrina');
    expect(ru.text).toContain('Причина: Клиент передумал.');
  });

  it('has a subject and a text of its own for every stage, in both languages', () => {
    for (const locale of ['ro', 'ru'] as const) {
      const subjects = new Set<string>();
      for (const stage of orderStages) {
        const email = composeOrderStageEmail(
          order,
          change(stage, { measurementAt: visit, reason: 'x' }),
          locale,
        );
        expect(email.subject).toContain('VT-2026-00042');
        expect(email.text).toContain('VT-2026-00042');
        expect(email.text).not.toMatch(/\{\w+\}/);
        subjects.add(email.subject);
      }
      expect(subjects.size).toBe(orderStages.length);
    }
    // Only a measurement visit carries a date; only a cancellation a reason.
    const ready = composeOrderStageEmail(order, change('ready', { measurementAt: visit, reason: 'x' }), 'ro');
    expect(ready.text).not.toContain('15:30');
    expect(ready.text).not.toContain('Motivul');
  });

  it('escapes the name and the reason in the HTML part and keeps them as typed in the text', () => {
    const hostile = '<script>alert("x")</script> & co';
    const email = composeOrderStageEmail(
      { ...order, customer: { full_name: hostile } },
      change('cancelled', { reason: `Motiv ${hostile}` }),
      'ro',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html.split(escapeHtml(hostile)).length - 1).toBe(2);
    expect(email.text).toContain(`Bună ziua, ${hostile}!`);
    expect(email.text).toContain(`Motivul: Motiv ${hostile}`);
  });

  it('refuses a measurement visit without its date', () => {
    expect(() => composeOrderStageEmail(order, change('measurement_scheduled'), 'ro')).toThrow(/date/);
  });
});
