import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { CV_MAX_BYTES, type CvType, formMessages, vacancyRules } from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { vacancies, vacancyApplications } from '../../db/schema';
import { cvKey, type FileStore } from '../../files/store';
import { formFieldErrors } from '../../http/form-errors';
import { format, messagesFor } from '../../i18n/messages';
import { inspectCv } from './cv-file';
import { receiveLead } from './lead';
import type { Created, FeedbackDeps, Refused } from './outcome';
import { languageRow, shopTexts } from './shop-email';

// POST /feedbacks/vacancy/?vacancy= (docs/product.md §5 Vacancy application): multipart name, phone, email and file. The
// CV is streamed to a temporary file in this process's scratch folder (never held in memory while it arrives)
// and stops at the first byte past 15728640: the answer is 413 at once, the rest of the body unread. Its
// content decides whether it is a PDF, DOC or DOCX; the name and Content-Type it was sent with decide nothing
// and never become a key. Accepted, it is put in the file store as `cv/<random>.<type>` (docs/adr/0023: every
// API process reads it), then the row, its lead and the shop's e-mail (the CV attached by its key) are written
// in one transaction; anything refused or failing removes the file, and the temporary file always goes.

/** Where an application's CV goes: a scratch folder of this process, then the shared file store. */
export interface CvStorage {
  /** Uploads in progress, one temporary file each (DATA_DIR/uploads). */
  scratch: string;
  files: FileStore;
}

/** What busboy may read of one application: one file, a few short fields. */
export const vacancyPartLimits = {
  fileSize: CV_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 11,
  headerPairs: 50,
} as const;

/** The CV and its few short fields with their multipart headers: a body declaring more gets 413 unread. */
export const vacancyBodyLimit = CV_MAX_BYTES + 64 * 1024;

/** The 413 of a CV past the limit, whether its declared length or its bytes crossed it. */
export const fileTooLarge = (locale: Locale) => ({
  detail: format(messagesFor(locale).feedbacks.fileTooLarge, { limit: CV_MAX_BYTES }),
});

const mimeTypes: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type VacancyOutcome =
  | Created
  | Refused
  | { status: 400 | 413; body: { detail: string }; unread?: true };

interface Upload {
  temporary: string;
  size: number;
  sentName: string;
}

class FileTooLarge extends Error {}

const temporaryName = () => `.${randomBytes(16).toString('hex')}.part`;
const isTemporaryName = (name: string) => /^\.[0-9a-f]{32}\.part$/.test(name);

/**
 * Removes what uploads cut short by a stopped process left in the scratch folder: temporary files older than an
 * hour (younger ones may be an upload in progress of another API process sharing the DATA_DIR).
 */
export async function removeStaleUploads(folder: string): Promise<void> {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of (await readdir(folder)).filter(isTemporaryName)) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < hourAgo) await rm(file, { force: true });
  }
}

/** A file-system failure is the server's; anything else reading the body is a malformed request. */
const isSystemError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';

/** The name the visitor's computer gave the file: kept as text for the shop, one line, bounded. */
function sentName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

async function save(part: MultipartFile, folder: string): Promise<Upload> {
  const temporary = path.join(folder, temporaryName());
  const stop = new AbortController();
  let tooLarge = false;
  part.file.once('limit', () => {
    tooLarge = true;
    stop.abort();
  });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(temporary, { flags: 'wx' }), {
      signal: stop.signal,
    });
    if (tooLarge || part.file.truncated) throw new FileTooLarge();
  } catch (error) {
    await rm(temporary, { force: true });
    throw tooLarge ? new FileTooLarge() : error;
  }
  return { temporary, size, sentName: sentName(part.filename) };
}

/** Reads the multipart body: the text fields, and the part named `file` saved to a temporary file. */
async function receive(request: FastifyRequest, folder: string) {
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({ limits: vacancyPartLimits })) {
      if (part.type === 'field') {
        if (!Object.hasOwn(fields, part.fieldname))
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      } else if (part.fieldname === 'file' && upload === null) {
        upload = await save(part, folder);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (upload) await rm(upload.temporary, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge();
    throw error;
  }
  return { fields, upload };
}

/** The vacancy the ?vacancy= value names by id, if any. */
async function findVacancy(deps: FeedbackDeps, value: string) {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const [row] = await deps.database.db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(eq(vacancies.id, Number(value)));
  return row;
}

export async function applyForVacancy(
  deps: FeedbackDeps,
  request: FastifyRequest,
  storage: CvStorage,
  vacancy: string,
): Promise<VacancyOutcome> {
  const { locale } = request;
  const texts = messagesFor(locale).feedbacks;
  let received: Awaited<ReturnType<typeof receive>>;
  try {
    received = await receive(request, storage.scratch);
  } catch (error) {
    if (error instanceof FileTooLarge)
      return {
        status: 413,
        body: fileTooLarge(locale),
        unread: true,
      };
    if (isSystemError(error)) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    return { status: 400, body: { detail: texts.badMultipart }, unread: true };
  }

  const { fields, upload } = received;
  try {
    const parsed = vacancyRules.safeParse(fields);
    const errors = parsed.success ? {} : formFieldErrors(parsed.error, locale);
    const verdict = upload && upload.size > 0 ? await inspectCv(upload.temporary, upload.size) : null;
    if (verdict === null) errors.file = [formMessages[locale].required];
    else if ('problem' in verdict)
      errors.file = [
        verdict.problem === 'unpacksTooLarge' ? texts.cvUnpacksTooLarge : formMessages[locale].invalidFile,
      ];
    if (!parsed.success || !upload || !verdict || 'problem' in verdict) return { status: 400, body: errors };

    const applicant = parsed.data;
    const type = verdict.type;
    const fileName = `${randomBytes(16).toString('hex')}.${type}`;
    const key = cvKey(fileName);
    // Before the transaction, as an object store would be: a failure after it removes the file again.
    await storage.files.put(key, await readFile(upload.temporary), mimeTypes[type]);
    const known = await findVacancy(deps, vacancy);
    const shop = shopTexts();
    const title = (known ? known.title.ro : vacancy) || shop.noVacancy;
    let id: number;
    try {
      id = await receiveLead(deps, {
        kind: 'vacancy',
        locale,
        contact: { name: applicant.name, phone: applicant.phone, email: applicant.email },
        store: async (tx) =>
          (
            await tx
              .insert(vacancyApplications)
              .values({
                vacancy,
                vacancyId: known?.id ?? null,
                ...applicant,
                fileName,
                fileType: type,
                fileSize: upload.size,
                originalName: upload.sentName,
                locale,
              })
              .returning({ id: vacancyApplications.id })
          )[0],
        email: (applicationId) => ({
          subject: format(shop.vacancySubject, { vacancy: title, name: applicant.name }),
          title: shop.vacancyTitle,
          rows: [
            { label: shop.vacancy, value: known ? `${title} (id ${known.id})` : title },
            { label: shop.name, value: applicant.name },
            { label: shop.phone, value: applicant.phone },
            { label: shop.email, value: applicant.email },
            languageRow(locale),
            {
              label: shop.file,
              value: format(shop.fileValue, {
                type: type.toUpperCase(),
                size: String(Math.max(1, Math.round(upload.size / 1024))),
                name: upload.sentName,
              }),
            },
          ],
          replyTo: applicant.email,
          // By its key: the outbox keeps which file it is, and the worker that sends it reads the store.
          attachments: [{ filename: `cv-${applicationId}.${type}`, key, contentType: mimeTypes[type] }],
        }),
      });
    } catch (error) {
      // Nothing was stored: the CV would belong to no application.
      await storage.files.delete(key);
      throw error;
    }
    return { status: 201, body: { id } };
  } finally {
    if (upload) await rm(upload.temporary, { force: true });
  }
}
