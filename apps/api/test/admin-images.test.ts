import {
  type AdminImage,
  adminImage,
  adminPage,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  variantOf,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, token } from './support/admin';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { useStaffOfEveryRole } from './support/staff';

// The media library (docs/adr/0026): uploads checked by their content, stored with WebP variants in the shared
// file store, served under /media/ for a year; alt texts required in both languages.

const fieldErrors = z.record(z.string(), z.array(z.string()));
const images = adminPage(adminImage.strict());
const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] as number;

interface Part {
  bytes: Buffer;
  /** What the client claims: never believed. */
  name?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: Part) {
  const boundary = `----vitrina${token()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'photo.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A picture of `width` × `height`, made by sharp in the format asked. */
function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

const alts = { alt_ro: 'Fereastră PVC albă', alt_ru: 'Белое окно ПВХ' };

describe.each(engines)('back-office media library ($name)', (engine) => {
  const api = useApi(engine);
  const { admin, editor, manager } = useStaffOfEveryRole(api, {
    admin: 'Ana Imagini',
    editor: 'Ion Redactor',
  });

  const upload = (file: Part | undefined, fields: Record<string, string> = alts, as = admin) => {
    const { payload, contentType } = multipart(fields, file);
    return as.request({
      method: 'POST',
      url: '/admin/api/images',
      payload,
      headers: { 'content-type': contentType },
    });
  };
  const uploaded = async (response: LightMyRequestResponse): Promise<AdminImage> => {
    expect(response.statusCode, response.body).toBe(201);
    return adminImage.strict().parse(response.json());
  };
  /** What the storefront's visitor gets: no frontend key, no session. */
  const served = (url: string, headers: Record<string, string> = {}) =>
    api.inject({ method: 'GET', url, headers });
  /** Pictures stored so far: rows and files in the store. */
  const stored = async () => {
    const [row] = await api.database.rows<{ rows: number; files: number }>(
      sql`select (select count(*)::int from images) as rows,
        (select count(*)::int from stored_files where key like 'images/%') as files`,
    );
    return row;
  };

  it('takes a PNG, a JPEG and a WebP by their content, with WebP variants never wider than asked', async () => {
    for (const [format, width, height] of [
      ['png', 2000, 1000],
      ['png', 1280, 400],
      ['jpeg', 900, 1200],
      ['webp', 200, 150],
    ] as const) {
      // The name and type sent lie: the content decides.
      const image = await uploaded(
        await upload({ bytes: await picture(format, width, height), name: 'photo.gif', type: 'text/plain' }),
      );
      expect(image).toMatchObject({ width, height, alt: { ro: alts.alt_ro, ru: alts.alt_ru } });
      expect(image.content_type).toBe(`image/${format}`);
      expect(image.url).toMatch(/^\/media\/images\/[0-9a-f]{32}\.(png|jpg|webp)$/);
      const original = await served(image.url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(original.rawPayload).metadata()).format).toBe(format);

      const asked = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
      expect(image.variants.map((variant) => variant.width)).toEqual(
        width <= widest ? [...asked, width] : asked,
      );
      for (const variant of image.variants) {
        const answer = await served(variant.url);
        expect(answer.statusCode, variant.url).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        const meta = await sharp(answer.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(variant.width);
        // Never upscaled, never wider than the widest asked; the proportions kept.
        expect(meta.width).toBeLessThanOrEqual(Math.min(width, widest));
        expect(meta.height).toBe(Math.round((height * variant.width) / width));
      }
    }
  });

  it('serves a picture for a year to anyone, with an ETag, nosniff and a 304 when asked again', async () => {
    const image = await uploaded(await upload({ bytes: await picture('png', 400, 300) }));
    const first = await served(image.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await served(image.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // With the storefront's key as without it.
    expect((await served(image.url, { 'x-frontend-key': frontendKey })).statusCode).toBe(200);
    expect((await api.inject({ method: 'HEAD', url: image.url })).statusCode).toBe(200);
  });

  it('sends a width a picture is too narrow for to its nearest variant, for a storefront srcset', async () => {
    const narrow = await uploaded(await upload({ bytes: await picture('png', 500, 400) }));
    const at = (width: number) => variantOf(narrow.url, width);
    expect((await served(at(320))).statusCode).toBe(200);
    for (const width of [640, 1280]) {
      const answer = await served(at(width));
      expect(answer.statusCode, at(width)).toBe(301);
      expect(answer.headers.location).toBe(at(500));
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const nearest = await served(at(500));
    expect(nearest.statusCode).toBe(200);
    expect((await sharp(nearest.rawPayload).metadata()).width).toBe(500);
    expect((await served(variantOf(`/media/images/${'0'.repeat(32)}.png`, 640))).statusCode).toBe(404);
  });

  it('answers 404 for a key it does not keep, and never a file that is not a picture', async () => {
    const cvKey = `cv/${'a'.repeat(32)}.pdf`;
    await api.database.rows(
      sql`insert into stored_files (key, content, content_type, size)
        values (${cvKey}, ${Buffer.from('%PDF-1.4')}, 'application/pdf', 8)`,
    );
    for (const url of [
      `/media/images/${'0'.repeat(32)}.png`,
      `/media/images/${'0'.repeat(32)}/w640.webp`,
      '/media/images/..%2Fcv%2Fsecret.pdf',
      `/media/images/../${cvKey}`,
      `/media/${cvKey}`,
      '/media/images/photo.png',
    ]) {
      const answer = await served(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A path that climbs out of /media/ is no picture's: refused as any other path without the key.
    const climbing = await served('/media/images/%2e%2e/%2e%2e/etc/passwd');
    expect([403, 404]).toContain(climbing.statusCode);
  });

  it('strips EXIF and GPS from what it serves, and turns the picture upright', async () => {
    // 400 × 300 stored sideways (orientation 6: turn 90° to show), with a camera and a position.
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2050a0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 0/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(bytes).metadata();
    expect([sent.exif, sent.orientation, bytes.includes('SecretCam')]).toEqual([expect.anything(), 6, true]);
    const image = await uploaded(await upload({ bytes, name: 'IMG_0001.JPG', type: 'image/jpeg' }));
    expect([image.width, image.height]).toEqual([300, 400]);
    for (const url of [image.url, ...image.variants.map((variant) => variant.url)]) {
      const answer = await served(url);
      const meta = await sharp(answer.rawPayload).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(answer.rawPayload.includes('SecretCam'), url).toBe(false);
    }
  });

  it('refuses what is not a whole PNG, JPEG or WebP with 415, and stores nothing', async () => {
    const png = await picture('png', 300, 200);
    const refused: [string, Part][] = [
      [
        'an SVG',
        {
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
          name: 'logo.svg',
          type: 'image/svg+xml',
        },
      ],
      ['an SVG named .png', { bytes: Buffer.from('<?xml version="1.0"?><svg/>'), name: 'a.png' }],
      ['a GIF', { bytes: await picture('gif', 20, 20), name: 'a.gif', type: 'image/gif' }],
      ['a PDF', { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'a.png' }],
      ['a text file renamed', { bytes: Buffer.from('Nu sunt o imagine.\n'), name: 'photo.jpg' }],
      ['a truncated PNG', { bytes: png.subarray(0, Math.floor(png.length / 2)) }],
      ['a PNG header alone', { bytes: png.subarray(0, 40) }],
      ['a PNG with junk in its data', { bytes: Buffer.concat([png.subarray(0, 60), Buffer.alloc(500, 7)]) }],
    ];
    const before = await stored();
    for (const [what, part] of refused) {
      for (const locale of ['ro', 'ru'] as const) {
        const response = await (async () => {
          const { payload, contentType } = multipart(alts, part);
          return admin.request({
            method: 'POST',
            url: '/admin/api/images',
            payload,
            headers: { 'content-type': contentType, 'accept-language': locale },
          });
        })();
        expect(response.statusCode, `${what}: ${response.body}`).toBe(415);
        const { detail } = z.object({ detail: z.string() }).parse(response.json());
        expect(detail, what).toMatch(locale === 'ro' ? /PNG, JPEG|deteriorată/ : /PNG, JPEG|повреждено/);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a picture of absurd dimensions (a decompression bomb) before decoding it', async () => {
    // A few hundred kilobytes that would unpack to 100 megapixels.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    expect(10_000 * 10_000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const before = await stored();
    const response = await upload({ bytes: bomb });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().detail).toMatch(/megapixeli/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file past the limit with 413 as soon as it is crossed, and stores nothing', async () => {
    const before = await stored();
    // Declared too long: refused before the body is read.
    const declared = await admin.request({
      method: 'POST',
      url: '/admin/api/images',
      payload: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(IMAGE_MAX_BYTES * 2),
      },
    });
    expect(declared.statusCode).toBe(413);
    // One byte past the limit in the file part, within the body's limit.
    const png = await picture('png', 50, 50);
    const over = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length)]);
    const response = await upload({ bytes: over });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json().detail).toMatch(/10 MB/);
    expect(await stored()).toEqual(before);
    // Exactly at the limit is taken: a PNG with bytes after its end, which are not served (it is encoded anew).
    const at = await uploaded(
      await upload({ bytes: Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES - png.length, 0x41)]) }),
    );
    const original = await served(at.url);
    expect(original.rawPayload.length).toBeLessThan(png.length * 2);
    expect(original.rawPayload.includes('AAAAAAAA')).toBe(false);
  });

  it('requires both alt texts and the file, with field errors in the staff member language', async () => {
    const bytes = await picture('png', 100, 100);
    const before = await stored();
    const blank = await upload({ bytes }, { alt_ro: '  ', alt_ru: '' });
    expect(blank.statusCode, blank.body).toBe(400);
    expect(Object.keys(fieldErrors.parse(blank.json())).sort()).toEqual(['alt_ro', 'alt_ru']);
    const noRu = await upload({ bytes }, { alt_ro: 'Ușă' });
    expect(fieldErrors.parse(noRu.json())).toEqual({ alt_ru: [expect.stringMatching(/obligatoriu/i)] });
    const noFile = await upload(undefined);
    expect(noFile.statusCode).toBe(400);
    expect(Object.keys(fieldErrors.parse(noFile.json()))).toEqual(['file']);
    const stray = await upload({ bytes }, { ...alts, alt_en: 'Window' });
    expect(Object.keys(fieldErrors.parse(stray.json()))).toEqual(['alt_en']);
    const tooLong = await upload({ bytes }, { ...alts, alt_ru: 'я'.repeat(251) });
    expect(Object.keys(fieldErrors.parse(tooLong.json()))).toEqual(['alt_ru']);
    const notMultipart = await admin.request({ method: 'POST', url: '/admin/api/images', payload: alts });
    expect(notMultipart.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('lists newest first, searches the alt texts, reads, edits the alts and deletes, each audited', async () => {
    const word = token();
    const older = await uploaded(
      await upload({ bytes: await picture('png', 500, 500) }, { alt_ro: `Ușă ${word}`, alt_ru: 'Дверь' }),
    );
    const newer = await uploaded(
      await upload({ bytes: await picture('jpeg', 700, 400) }, { alt_ro: `Geam ${word}`, alt_ru: 'Стекло' }),
    );
    const list = await admin.request({ method: 'GET', url: `/admin/api/images?q=${word}` });
    expect(list.statusCode, list.body).toBe(200);
    const page = images.parse(list.json());
    expect(page.results.map((image) => image.id)).toEqual([newer.id, older.id]);
    expect(page.total_count).toBe(2);
    expect(page.results[0]?.uploaded_by).toBe(admin.email);
    const all = images.parse((await admin.request({ method: 'GET', url: '/admin/api/images' })).json());
    expect(all.results[0]?.id).toBe(newer.id);

    const one = await admin.request({ method: 'GET', url: `/admin/api/images/${older.id}` });
    expect(adminImage.strict().parse(one.json())).toEqual(older);

    const alt = { ro: 'Ușă de intrare', ru: 'Входная дверь' };
    const edited = await editor.request({
      method: 'PATCH',
      url: `/admin/api/images/${older.id}`,
      payload: { alt },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminImage.parse(edited.json())).toEqual({ ...older, alt });
    const blank = await editor.request({
      method: 'PATCH',
      url: `/admin/api/images/${older.id}`,
      payload: { alt: { ro: 'Ușă', ru: ' ' } },
    });
    expect(Object.keys(fieldErrors.parse(blank.json()))).toEqual(['alt.ru']);

    const removed = await editor.request({ method: 'DELETE', url: `/admin/api/images/${older.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const url of [older.url, ...older.variants.map((variant) => variant.url)])
      expect((await served(url)).statusCode, url).toBe(404);
    expect((await admin.request({ method: 'GET', url: `/admin/api/images/${older.id}` })).statusCode).toBe(
      404,
    );

    const entries = await auditEntries(admin, { entity: 'image', entity_id: older.id });
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['image.delete', editor.email],
      ['image.update', editor.email],
      ['image.create', admin.email],
    ]);
    expect(entries[1]?.before).toEqual({ alt: { ro: `Ușă ${word}`, ru: 'Дверь' } });
    expect(entries[1]?.after).toEqual({ alt });
  });

  it('keeps a picture the shop still shows, naming where, until it is replaced there', async () => {
    const shown = await uploaded(await upload({ bytes: await picture('webp', 600, 400) }));
    const db = api.database.db;
    const [category] = (
      (await db.execute(sql`select id, image from categories order by id limit 1`)) as unknown as {
        rows: { id: number; image: string }[];
      }
    ).rows;
    if (!category) throw new Error('the seed has no category');
    // A column of its own, and a path inside an article's rich text (JSON).
    await db.execute(sql`update categories set image = ${shown.url} where id = ${category.id}`);
    await db.execute(sql`update articles set body = jsonb_set(body, '{ro,0}',
      jsonb_build_object('type', 'paragraph', 'html', ${`<img src="${shown.variants[0]?.url}" alt="">`}::text))
      where id = (select min(id) from articles)`);

    const refused = await editor.request({ method: 'DELETE', url: `/admin/api/images/${shown.id}` });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Imaginea apare încă pe site: categorii (1), articole (1). Înlocuiți-o acolo, apoi ștergeți-o.',
    });
    expect((await served(shown.url)).statusCode).toBe(200);
    expect((await admin.request({ method: 'GET', url: `/admin/api/images/${shown.id}` })).statusCode).toBe(
      200,
    );

    await db.execute(sql`update categories set image = ${category.image} where id = ${category.id}`);
    await db.execute(sql`update articles set body = '{"ro": [], "ru": []}'::jsonb
      where id = (select min(id) from articles)`);
    const removed = await editor.request({ method: 'DELETE', url: `/admin/api/images/${shown.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await served(shown.url)).statusCode).toBe(404);
  });

  it('lets an editor upload, refuses a manager (403) and anyone signed out (401)', async () => {
    const bytes = await picture('webp', 64, 64);
    await uploaded(await upload({ bytes }, alts, editor));
    const before = await stored();
    expect((await upload({ bytes }, alts, manager)).statusCode).toBe(403);
    expect((await manager.request({ method: 'GET', url: '/admin/api/images' })).statusCode).toBe(403);
    expect((await manager.request({ method: 'DELETE', url: '/admin/api/images/1' })).statusCode).toBe(403);
    const { payload, contentType } = multipart(alts, { bytes });
    const anonymous = await api.inject({
      method: 'POST',
      url: '/admin/api/images',
      payload,
      headers: { 'content-type': contentType, 'x-requested-with': 'vitrina-admin' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown picture', async () => {
    const unknown = 2_000_000_000;
    expect((await admin.request({ method: 'GET', url: `/admin/api/images/${unknown}` })).statusCode).toBe(
      404,
    );
    const patch = await admin.request({
      method: 'PATCH',
      url: `/admin/api/images/${unknown}`,
      payload: { alt: { ro: 'a', ru: 'б' } },
    });
    expect(patch.statusCode).toBe(404);
    expect((await admin.request({ method: 'DELETE', url: `/admin/api/images/${unknown}` })).statusCode).toBe(
      404,
    );
  });
});
