import { describe, expect, it } from 'vitest';
import { serverErrors } from './field-errors';

describe('serverErrors', () => {
  it('puts the first message of each known field under it, the rest on top', () => {
    expect(
      serverErrors(
        {
          email: ['Introduceți o adresă de e-mail validă', 'second'],
          phone: 'Format',
          items: ['Coșul este gol'],
        },
        ['email', 'phone'],
      ),
    ).toEqual({
      fields: { email: 'Introduceți o adresă de e-mail validă', phone: 'Format' },
      general: ['Coșul este gol'],
    });
  });

  it('reads detail and non_field_errors as general messages', () => {
    expect(serverErrors({ detail: 'Nu' })).toEqual({ fields: {}, general: ['Nu'] });
    expect(serverErrors({ non_field_errors: ['A', 'B'] }, ['non_field_errors'])).toEqual({
      fields: {},
      general: ['A'],
    });
  });

  it('finds nothing in a body that is not an error object', () => {
    expect(serverErrors(null)).toEqual({ fields: {}, general: [] });
    expect(serverErrors(['x'])).toEqual({ fields: {}, general: [] });
    expect(serverErrors({ code: [] }, ['code'])).toEqual({ fields: {}, general: [] });
  });
});
