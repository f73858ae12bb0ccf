import { randomBytes } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CV_MAX_BYTES, formMessages } from '@vitrina/forms';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import {
  callbackRequests,
  contactMessages,
  orderCalls,
  siteContacts,
  subscriptions,
  vacancyApplications,
} from '../src/db/schema';
import { postgresFileStore } from '../src/files/postgres-store';
import { apiMessages } from '../src/i18n/messages';
import { formLimits } from '../src/modules/auth/rate-limits';
import { removeStaleUploads } from '../src/modules/feedbacks/vacancy';
import { freshAddress, frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';

const ro = formMessages.ro;
const ru = formMessages.ru;
const phone = '+373 (691) 234-56';

function postJson(
  api: TestApi,
  url: string,
  payload: unknown,
  options: { locale?: string; ip?: string } = {},
) {
  return api.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshAddress(),
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': options.locale ?? 'ro',
      'content-type': 'application/json',
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

// ---- Files built here: a PDF, a DOC header, DOCX packages (a tiny ZIP writer), executables -----------------

const pdf = (size?: number): Buffer => {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  if (size === undefined) return body;
  const padded = Buffer.alloc(size, 0x20);
  body.copy(padded);
  return padded;
};

/** An OLE compound file's header, as Word 97–2003 writes it, padded to a sector. */
const doc = (): Buffer => {
  const file = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  return file;
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A ZIP of stored (uncompressed) entries; `declared` overrides an entry's uncompressed size in the directory. */
function zip(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declared ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docxEntries = () => [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: 'word/document.xml',
    data: Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ),
  },
];
const docx = () => zip(docxEntries());

const windowsExecutable = () => Buffer.concat([Buffer.from('MZ'), randomBytes(510)]);
const linuxExecutable = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), randomBytes(508)]);

// ---- Multipart bodies ------------------------------------------------------------------------------------

interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
  field?: string;
}

function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const applicant = { name: 'Maria Lungu', phone, email: 'maria.lungu@mail.md' };

function apply(
  api: TestApi,
  fields: Record<string, string>,
  file: FilePart | undefined,
  options: { locale?: string; ip?: string; vacancy?: string } = {},
) {
  const { payload, contentType } = multipart(fields, file);
  const query = options.vacancy === undefined ? '' : `?vacancy=${encodeURIComponent(options.vacancy)}`;
  return api.inject({
    method: 'POST',
    url: `/feedbacks/vacancy/${query}`,
    remoteAddress: options.ip ?? freshAddress(),
    headers: {
      'x-frontend-key': frontendKey,
      'accept-language': options.locale ?? 'ro',
      'content-type': contentType,
    },
    payload,
  });
}

async function mails(api: TestApi): Promise<ParsedMail[]> {
  return Promise.all((await api.outbox()).map((raw) => simpleParser(raw)));
}

/** The e-mails whose subject contains `text`. */
async function mailsAbout(api: TestApi, text: string): Promise<ParsedMail[]> {
  return (await mails(api)).filter((mail) => mail.subject?.includes(text));
}

const addressOf = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
};

describe.each(engines)('forms (/feedbacks/*, order call) on $name', (engine) => {
  const api = useApi(engine);

  const shopAddress = async () => {
    const [contacts] = await api.database.db.select({ email: siteContacts.email }).from(siteContacts);
    return contacts?.email;
  };
  /** The CVs in the file store, by the names vacancy_applications keeps. */
  const cvFiles = async () =>
    (await api.database.rows<{ key: string }>(sql`select key from stored_files where key like 'cv/%'`))
      .map((row) => row.key.slice('cv/'.length))
      .sort();
  const scratch = () => path.join(api.dataDir, 'uploads');
  const applications = async () =>
    Number(
      (await api.database.rows<{ n: number }>(sql`select count(*)::int as n from vacancy_applications`))[0]
        ?.n,
    );

  describe('POST /feedbacks/contact_us/', () => {
    it('stores the message and e-mails it to the shop, replies going to the visitor', async () => {
      const response = await postJson(
        api,
        '/feedbacks/contact_us/',
        {
          name: ' Ion Popescu ',
          phone,
          email: 'ion.popescu@mail.md',
          message: 'Bună ziua,\nvă rog să mă sunați <azi>.',
        },
        { locale: 'ru' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { id } = response.json() as { id: number };
      const [row] = await api.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({
        name: 'Ion Popescu',
        phone,
        email: 'ion.popescu@mail.md',
        message: 'Bună ziua,\nvă rog să mă sunați <azi>.',
        locale: 'ru',
      });
      const [mail] = await mailsAbout(api, 'Ion Popescu');
      expect(mail).toBeDefined();
      expect(addressOf(mail as ParsedMail)).toBe(await shopAddress());
      expect(mail?.replyTo?.value[0]?.address).toBe('ion.popescu@mail.md');
      expect(mail?.text).toContain('vă rog să mă sunați <azi>.');
      expect(mail?.text).toContain('rusă');
      expect(mail?.html).toContain('&lt;azi&gt;');
      expect(mail?.html).not.toContain('<azi>');
    });

    it('answers the §5 messages on each field, in ro and in ru', async () => {
      const bad = { name: '  ', phone: '+373 (591) 234-56', email: 'x@y', message: 'a'.repeat(2001) };
      const inRo = await postJson(api, '/feedbacks/contact_us/', bad);
      expect(inRo.statusCode).toBe(400);
      expect(inRo.json()).toEqual({
        name: [ro.required],
        phone: [ro.invalidPhone],
        email: [ro.emailTooShort],
        message: [ro.messageTooLong],
      });
      const inRu = await postJson(
        api,
        '/feedbacks/contact_us/',
        { ...bad, email: 'ion@mail', message: ' ' },
        {
          locale: 'ru',
        },
      );
      expect(inRu.json()).toEqual({
        name: [ru.required],
        phone: [ru.invalidPhone],
        email: [ru.invalidEmail],
        message: [ru.required],
      });
      const missing = await postJson(api, '/feedbacks/contact_us/', { name: 'Ion' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json()).sort()).toEqual(['email', 'message', 'phone']);
    });

    it('refuses malformed JSON and another content type with a 4xx, storing nothing', async () => {
      const before = await api.database.db.select().from(contactMessages);
      const broken = await postJson(api, '/feedbacks/contact_us/', '{"name": "Ion",');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: apiMessages.ro.invalidJson });
      const { payload, contentType } = multipart({ ...applicant, message: 'Salut' });
      const asForm = await api.inject({
        method: 'POST',
        url: '/feedbacks/contact_us/',
        remoteAddress: freshAddress(),
        headers: { 'x-frontend-key': frontendKey, 'content-type': contentType },
        payload,
      });
      expect(asForm.statusCode).toBe(415);
      expect(asForm.json()).toEqual({ detail: expect.stringContaining('multipart/form-data') });
      expect(await api.database.db.select().from(contactMessages)).toHaveLength(before.length);
    });
  });

  describe('POST /feedbacks/subscribe/', () => {
    it('subscribes a new address (201), and the same address in another case again changes nothing (200)', async () => {
      const first = await postJson(api, '/feedbacks/subscribe/', { email: ' Ana.Rusu@Mail.md ' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ email: 'Ana.Rusu@Mail.md' });
      const again = await postJson(
        api,
        '/feedbacks/subscribe/',
        { email: 'ana.rusu@mail.MD' },
        { locale: 'ru' },
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ email: 'ana.rusu@mail.MD' });
      const rows = await api.database.db
        .select()
        .from(subscriptions)
        .where(sql`lower(${subscriptions.email}) = 'ana.rusu@mail.md'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'Ana.Rusu@Mail.md', locale: 'ro' });
      // The shop hears of the new subscriber once.
      const about = await mails(api);
      expect(about.filter((mail) => mail.subject?.toLowerCase().includes('ana.rusu@mail.md'))).toHaveLength(
        1,
      );
    });

    it('subscribes anew an address the back office unsubscribed: 201, and the shop hears of it again', async () => {
      expect((await postJson(api, '/feedbacks/subscribe/', { email: 'back@mail.md' })).statusCode).toBe(201);
      const address = sql`lower(${subscriptions.email}) = 'back@mail.md'`;
      await api.database.db.update(subscriptions).set({ unsubscribedAt: sql`now()` }).where(address);
      const again = await postJson(api, '/feedbacks/subscribe/', { email: 'Back@mail.md' }, { locale: 'ru' });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ email: 'Back@mail.md' });
      const rows = await api.database.db.select().from(subscriptions).where(address);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'back@mail.md', locale: 'ru', unsubscribedAt: null });
      expect((await postJson(api, '/feedbacks/subscribe/', { email: 'back@mail.md' })).statusCode).toBe(200);
      const about = (await mails(api)).filter((mail) => mail.subject?.toLowerCase().includes('back@mail.md'));
      expect(about).toHaveLength(2);
    });

    it('two subscriptions of one address at once make one row', async () => {
      const answers = await Promise.all([
        postJson(api, '/feedbacks/subscribe/', { email: 'race@mail.md' }),
        postJson(api, '/feedbacks/subscribe/', { email: 'RACE@mail.md' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
      const rows = await api.database.db
        .select()
        .from(subscriptions)
        .where(sql`lower(${subscriptions.email}) = 'race@mail.md'`);
      expect(rows).toHaveLength(1);
    });

    it('requires a valid address, in ro and ru', async () => {
      expect((await postJson(api, '/feedbacks/subscribe/', { email: '' })).json()).toEqual({
        email: [ro.required],
      });
      expect(
        (await postJson(api, '/feedbacks/subscribe/', { email: 'ana@@mail.md' }, { locale: 'ru' })).json(),
      ).toEqual({ email: [ru.invalidEmail] });
      expect((await postJson(api, '/feedbacks/subscribe/', { email: 7 })).statusCode).toBe(400);
    });
  });

  describe('POST /feedbacks/callback/', () => {
    it('stores a call-back request and e-mails the phone to the shop', async () => {
      const response = await postJson(api, '/feedbacks/callback/', { phone: ' +373 (781) 000-12 ' });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: number };
      const [row] = await api.database.db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
      expect(row).toMatchObject({ phone: '+373 (781) 000-12', locale: 'ro' });
      const [mail] = await mailsAbout(api, '+373 (781) 000-12');
      expect(addressOf(mail as ParsedMail)).toBe(await shopAddress());
    });

    it('refuses an incomplete phone or one digit repeated with the invalid-phone message', async () => {
      for (const value of ['+373 (666) 666-66', '+373 (691) 234-5', '069123456', '+373 (591) 234-56'])
        expect((await postJson(api, '/feedbacks/callback/', { phone: value })).json(), value).toEqual({
          phone: [ro.invalidPhone],
        });
      expect((await postJson(api, '/feedbacks/callback/', { phone: '' }, { locale: 'ru' })).json()).toEqual({
        phone: [ru.required],
      });
    });
  });

  describe('POST /feedbacks/vacancy/', () => {
    it('stores a PDF under a name of its own, links the vacancy and mails the shop the CV attached', async () => {
      const [vacancy] = await api.database.rows<{ id: number; title: { ro: string } }>(
        sql`select id, title from vacancies order by id limit 1`,
      );
      const content = pdf();
      const response = await apply(
        api,
        applicant,
        { name: '../../Maria CV.pdf', content, type: 'application/pdf' },
        { vacancy: String(vacancy?.id) },
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: number };
      const [row] = await api.database.db
        .select()
        .from(vacancyApplications)
        .where(eq(vacancyApplications.id, id));
      expect(row).toMatchObject({
        vacancy: String(vacancy?.id),
        vacancyId: vacancy?.id,
        name: 'Maria Lungu',
        phone,
        email: 'maria.lungu@mail.md',
        fileType: 'pdf',
        fileSize: content.length,
        // busboy keeps only the last segment of a sent path; it is text for the shop's e-mail anyway.
        originalName: 'Maria CV.pdf',
        locale: 'ro',
      });
      // The server's name, in the CV folder: nothing of the sent name, nothing written outside.
      expect(row?.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(await cvFiles()).toContain(row?.fileName);
      const stored = await postgresFileStore(api.database).get(`cv/${row?.fileName}`);
      expect(stored).toEqual({ bytes: content, contentType: 'application/pdf', size: content.length });
      // Nothing of it on this process's disk: the scratch folder is empty once the request is answered.
      expect((await readdir(api.dataDir)).sort()).toEqual(['outbox', 'uploads']);
      expect(await readdir(scratch())).toEqual([]);

      const [mail] = await mailsAbout(api, 'Maria Lungu');
      expect(addressOf(mail as ParsedMail)).toBe(await shopAddress());
      expect(mail?.subject).toContain(vacancy?.title.ro);
      expect(mail?.replyTo?.value[0]?.address).toBe('maria.lungu@mail.md');
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]).toMatchObject({
        filename: `cv-${id}.pdf`,
        contentType: 'application/pdf',
      });
      expect(mail?.attachments[0]?.content).toEqual(content);
    });

    it('takes a DOCX and a DOC by their content, whatever their names, and free text as the vacancy', async () => {
      const asDocx = await apply(
        api,
        applicant,
        { name: 'cv.bin', content: docx(), type: 'text/plain' },
        {
          vacancy: 'Montator ferestre',
        },
      );
      expect(asDocx.statusCode).toBe(201);
      const asDoc = await apply(api, applicant, { name: 'cv', content: doc() }, { locale: 'ru' });
      expect(asDoc.statusCode).toBe(201);
      const rows = await api.database.db
        .select()
        .from(vacancyApplications)
        .where(
          sql`${vacancyApplications.id} in (${(asDocx.json() as { id: number }).id}, ${(asDoc.json() as { id: number }).id})`,
        )
        .orderBy(vacancyApplications.id);
      expect(rows.map((row) => [row.fileType, row.vacancy, row.vacancyId])).toEqual([
        ['docx', 'Montator ferestre', null],
        ['doc', '', null],
      ]);
      expect(rows[0]?.fileName).toMatch(/^[0-9a-f]{32}\.docx$/);
      expect(rows[1]?.fileName).toMatch(/^[0-9a-f]{32}\.doc$/);
    });

    it('refuses a renamed executable on `file`, keeping no file and no row', async () => {
      const files = await cvFiles();
      const count = await applications();
      const exe = await apply(api, applicant, {
        name: 'cv.pdf',
        content: windowsExecutable(),
        type: 'application/pdf',
      });
      expect(exe.statusCode).toBe(400);
      expect(exe.json()).toEqual({ file: [ro.invalidFile] });
      const elf = await apply(
        api,
        applicant,
        { name: 'cv.docx', content: linuxExecutable() },
        { locale: 'ru' },
      );
      expect(elf.json()).toEqual({ file: [ru.invalidFile] });
      const plainZip = await apply(api, applicant, {
        name: 'cv.docx',
        content: zip([{ name: 'readme.txt', data: Buffer.from('not a document') }]),
      });
      expect(plainZip.json()).toEqual({ file: [ro.invalidFile] });
      expect(await cvFiles()).toEqual(files);
      expect(await applications()).toBe(count);
    });

    it('refuses a DOCX whose directory declares an absurd unpacked size (a zip bomb)', async () => {
      const files = await cvFiles();
      const [types, document] = docxEntries();
      const bomb = zip([
        types as { name: string; data: Buffer },
        { ...(document as { name: string; data: Buffer }), declared: 200 * 1024 * 1024 },
      ]);
      const response = await apply(api, applicant, { name: 'cv.docx', content: bomb });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: [apiMessages.ro.feedbacks.cvUnpacksTooLarge] });
      // 2 MB declared by a package of a few hundred bytes: a ratio no document has.
      const ratio = zip([
        types as { name: string; data: Buffer },
        { ...(document as { name: string; data: Buffer }), declared: 2 * 1024 * 1024 },
      ]);
      const byRatio = await apply(api, applicant, { name: 'cv.docx', content: ratio }, { locale: 'ru' });
      expect(byRatio.json()).toEqual({ file: [apiMessages.ru.feedbacks.cvUnpacksTooLarge] });
      expect(await cvFiles()).toEqual(files);
    });

    it('answers every field problem at once, in ro and in ru; an empty or missing file is required', async () => {
      const files = await cvFiles();
      const bad = { name: 'Ion P', phone: '', email: 'ma@x' };
      const inRo = await apply(api, bad, { name: 'cv.pdf', content: pdf() });
      expect(inRo.statusCode).toBe(400);
      expect(inRo.json()).toEqual({
        name: [ro.nameTooShort],
        phone: [ro.required],
        email: [ro.emailTooShort],
      });
      const inRu = await apply(api, { name: 'Ion Popescu' }, undefined, { locale: 'ru' });
      expect(inRu.json()).toEqual({
        phone: [ru.required],
        email: [ru.required],
        file: [ru.required],
      });
      const empty = await apply(api, applicant, { name: 'cv.pdf', content: Buffer.alloc(0) });
      expect(empty.json()).toEqual({ file: [ro.required] });
      const otherField = await apply(api, applicant, { name: 'cv.pdf', content: pdf(), field: 'cv' });
      expect(otherField.json()).toEqual({ file: [ro.required] });
      expect(await cvFiles()).toEqual(files);
    });

    it('takes a CV of exactly 15728640 bytes and refuses one byte more with 413, keeping nothing', async () => {
      const exact = await apply(api, applicant, { name: 'big.pdf', content: pdf(CV_MAX_BYTES) });
      expect(exact.statusCode).toBe(201);
      const [row] = await api.database.db
        .select()
        .from(vacancyApplications)
        .where(eq(vacancyApplications.id, (exact.json() as { id: number }).id));
      expect(row?.fileSize).toBe(CV_MAX_BYTES);

      const files = await cvFiles();
      const count = await applications();
      const over = await apply(
        api,
        applicant,
        { name: 'big.pdf', content: pdf(CV_MAX_BYTES + 1) },
        { locale: 'ru' },
      );
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        detail: apiMessages.ru.feedbacks.fileTooLarge.replace('{limit}', String(CV_MAX_BYTES)),
      });
      expect(await cvFiles()).toEqual(files);
      expect(await applications()).toBe(count);
    }, 60_000); // two 15 MiB bodies through multipart, the file store and PGlite on two busy cores

    it('answers 413 once the limit is crossed, without waiting for the rest of the body', async () => {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = api.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const boundary = '----vitrinaslow';
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/feedbacks/vacancy/',
          headers: {
            'x-frontend-key': frontendKey,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        });
        request.on('response', (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          request.destroy();
        });
        request.on('error', (error) => {
          if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
        });
        request.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        // One byte past the limit, and then the body never ends: only an early answer resolves.
        request.write(pdf(CV_MAX_BYTES + 1));
      });
      expect(status).toBe(413);
    });

    it('clears temporary files an interrupted upload left, once they are an hour old', async () => {
      const folder = scratch();
      const old = `.${'a'.repeat(32)}.part`;
      const young = `.${'b'.repeat(32)}.part`;
      await writeFile(path.join(folder, old), 'half');
      await writeFile(path.join(folder, young), 'half');
      const twoHoursAgo = new Date(Date.now() - 7_200_000);
      await utimes(path.join(folder, old), twoHoursAgo, twoHoursAgo);
      await removeStaleUploads(folder);
      expect(await readdir(folder)).toEqual([young]);
    });

    it('refuses a body that is not multipart (415), a malformed one (400) and too long a vacancy (400)', async () => {
      const json = await postJson(api, '/feedbacks/vacancy/', applicant);
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({
        detail: apiMessages.ro.unsupportedMediaType.replace('{type}', 'application/json'),
      });
      const noBoundary = await api.inject({
        method: 'POST',
        url: '/feedbacks/vacancy/',
        remoteAddress: freshAddress(),
        headers: { 'x-frontend-key': frontendKey, 'content-type': 'multipart/form-data' },
        payload: 'name=Maria',
      });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toEqual({ detail: apiMessages.ro.feedbacks.badMultipart });
      const { payload, contentType } = multipart(applicant, { name: 'cv.pdf', content: pdf(100_000) });
      const cut = await api.inject({
        method: 'POST',
        url: '/feedbacks/vacancy/',
        remoteAddress: freshAddress(),
        headers: { 'x-frontend-key': frontendKey, 'content-type': contentType },
        payload: payload.subarray(0, payload.length - 60_000),
      });
      expect(cut.statusCode).toBe(400);
      const tooLong = await apply(
        api,
        applicant,
        { name: 'cv.pdf', content: pdf() },
        { vacancy: 'x'.repeat(201) },
      );
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys(tooLong.json())).toEqual(['vacancy']);
    });
  });

  describe('rate limits per client address', () => {
    it('answers 429 with Retry-After past the limit of a form, storing nothing, other addresses unaffected', async () => {
      const ip = freshAddress();
      const { attempts, windowMinutes } = formLimits.callback;
      for (let i = 0; i < attempts; i++)
        expect((await postJson(api, '/feedbacks/callback/', { phone }, { ip })).statusCode).toBe(201);
      const rows = await api.database.db.select().from(callbackRequests);
      const over = await postJson(api, '/feedbacks/callback/', { phone }, { ip, locale: 'ru' });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(windowMinutes * 60);
      expect((over.json() as { detail: string }).detail).toContain('мин');
      expect(await api.database.db.select().from(callbackRequests)).toHaveLength(rows.length);
      // Another form from that address, and the same form from another address, still go through.
      expect(
        (await postJson(api, '/feedbacks/subscribe/', { email: 'limits@mail.md' }, { ip })).statusCode,
      ).toBe(201);
      expect((await postJson(api, '/feedbacks/callback/', { phone })).statusCode).toBe(201);
    });

    it('refuses a vacancy application over the limit before reading its file', async () => {
      const ip = freshAddress();
      for (let i = 0; i < formLimits.vacancy.attempts; i++)
        await apply(api, { name: 'x' }, undefined, { ip });
      const over = await apply(api, applicant, { name: 'big.pdf', content: pdf(CV_MAX_BYTES + 1) }, { ip });
      expect(over.statusCode).toBe(429);
    });
  });

  describe('POST /calculator/order-call/', () => {
    it('e-mails the order call to the shop and is limited per address', async () => {
      const ip = freshAddress();
      const response = await postJson(
        api,
        '/calculator/order-call/',
        { client_name: 'Vasile Ciobanu', client_phone: phone, calculator_type_id: 1 },
        { ip, locale: 'ru' },
      );
      expect(response.statusCode).toBe(201);
      const [row] = await api.database.db
        .select()
        .from(orderCalls)
        .where(eq(orderCalls.id, (response.json() as { id: number }).id));
      expect(row).toMatchObject({ clientName: 'Vasile Ciobanu', calculatorTypeId: 1 });
      const [mail] = await mailsAbout(api, 'Vasile Ciobanu');
      expect(addressOf(mail as ParsedMail)).toBe(await shopAddress());
      expect(mail?.text).toContain(phone);
      expect(mail?.text).toContain('rusă');

      for (let i = 1; i < formLimits.orderCall.attempts; i++)
        await postJson(
          api,
          '/calculator/order-call/',
          { client_name: 'Vasile', client_phone: phone },
          { ip },
        );
      const over = await postJson(
        api,
        '/calculator/order-call/',
        { client_name: 'Vasile', client_phone: phone },
        { ip },
      );
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      const broken = await postJson(api, '/calculator/order-call/', '{"client_name":', { locale: 'ru' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: apiMessages.ru.invalidJson });
    });
  });

  it('documents every form in the OpenAPI document, the vacancy as multipart', async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; tags?: string[]; requestBody?: { content: object } }>
      >;
    };
    for (const url of [
      '/feedbacks/contact_us/',
      '/feedbacks/subscribe/',
      '/feedbacks/callback/',
      '/feedbacks/vacancy/',
    ]) {
      const operation = document.paths[url]?.post;
      expect(operation?.tags, url).toEqual(['feedbacks']);
      expect(operation?.summary, url).toMatch(/.{40,}/);
    }
    expect(Object.keys(document.paths['/feedbacks/vacancy/']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });
});
