import { getMessages } from '@vitrina/locale';
import { describe, expect, it } from 'vitest';
import { emptySiteContacts } from './api/defaults';
import { formatWorkingHours } from './working-hours';

describe('working hours', () => {
  it('fill the message from the API hours, without a leading zero', () => {
    const hours = { from: '08:30', to: '19:30' };
    expect(formatWorkingHours(getMessages('ro').common.workingHours, hours)).toBe(
      'Zilnic, 8:30–19:30, fără zile libere',
    );
    expect(formatWorkingHours(getMessages('ru').common.workingHours, hours)).toBe(
      'Ежедневно с 8:30 до 19:30, без выходных',
    );
  });

  it('follow the API when it changes the hours', () => {
    expect(formatWorkingHours(getMessages('ro').shell.facts.hoursValue, { from: '09:00', to: '18:00' })).toBe(
      '9:00–18:00',
    );
    expect(formatWorkingHours('{from}–{to}', { from: '10:00', to: '00:00' })).toBe('10:00–0:00');
  });

  it('have a default when the API is down', () => {
    expect(formatWorkingHours('{from}–{to}', emptySiteContacts.working_hours)).toBe('8:30–19:30');
  });
});
