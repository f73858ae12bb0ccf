import { adminOutboxMessage, adminPage } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import { auditEntries, idsOf } from './support/admin';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { type SignedInStaff, signedInStaff } from './support/staff';

const outboxPage = adminPage(adminOutboxMessage.strict());

describe.each(engines)('back-office outbox ($name)', (engine) => {
  const api = useApi(engine);
  let manager: SignedInStaff;
  let admin: SignedInStaff;

  beforeAll(async () => {
    manager = await signedInStaff(api, 'manager');
    admin = await signedInStaff(api, 'admin');
  });

  const message = async (status: 'pending' | 'sent' | 'failed', subject: string) => {
    const [row] = await api.database.db
      .insert(outboxMessages)
      .values({
        kind: 'order.stage',
        ref: 'order:1',
        to: 'ion@mail.md',
        subject,
        text: 'Comanda a fost confirmată.',
        html: '<p>Comanda a fost confirmată.</p>',
        status,
        attempts: status === 'pending' ? 0 : status === 'sent' ? 1 : 5,
        lastError: status === 'failed' ? '550 mailbox unavailable' : null,
        sentAt: status === 'sent' ? new Date('2026-03-01T10:00:00Z') : null,
      })
      .returning();
    if (!row) throw new Error('no outbox row');
    return row;
  };

  it('lists the e-mails newest first, by delivery state, without their bodies', async () => {
    const pending = await message('pending', 'În așteptare');
    const sent = await message('sent', 'Trimis');
    const failed = await message('failed', 'Eșuat');
    const list = (query: string) => manager.request({ method: 'GET', url: `/admin/api/outbox?${query}` });

    const all = outboxPage.parse((await list('')).json());
    expect(all.results.slice(0, 3).map((row) => row.id)).toEqual([failed.id, sent.id, pending.id]);
    expect(all.results.find((row) => row.id === failed.id)).toEqual({
      id: failed.id,
      kind: 'order.stage',
      ref: 'order:1',
      to: 'ion@mail.md',
      subject: 'Eșuat',
      status: 'failed',
      attempts: 5,
      next_attempt_at: failed.nextAttemptAt.toISOString(),
      last_error: '550 mailbox unavailable',
      created_at: failed.createdAt.toISOString(),
      sent_at: null,
    });
    expect(all.results.find((row) => row.id === sent.id)?.sent_at).toBe('2026-03-01T10:00:00.000Z');

    expect(idsOf(await list('status=failed'))).toContain(failed.id);
    expect(idsOf(await list('status=failed'))).not.toContain(sent.id);
    expect(idsOf(await list('status=sent'))).toEqual(expect.arrayContaining([sent.id]));
    expect(idsOf(await list('status=pending'))).not.toContain(failed.id);
    expect((await list('status=lost')).statusCode).toBe(400);
    expect((await list('page=1000')).statusCode).toBe(404);
  });

  it('refuses to send an e-mail again that was sent, and answers 404 for one that does not exist', async () => {
    const sent = await message('sent', 'Deja trimis');
    const again = await manager.request({ method: 'POST', url: `/admin/api/outbox/${sent.id}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Mesajul a fost deja trimis.' });
    const missing = await manager.request({ method: 'POST', url: '/admin/api/outbox/2147483000/retry' });
    expect(missing.statusCode).toBe(404);
    expect(await auditEntries(admin, { entity: 'outbox', entity_id: sent.id })).toEqual([]);
  });
});
