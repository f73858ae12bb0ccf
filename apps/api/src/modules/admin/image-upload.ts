import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';

// Reading an upload of the media library (docs/adr/0026): the text fields and the part named `file`. A picture
// is at most IMAGE_MAX_BYTES, so it is gathered in memory (sharp reads it whole anyway) rather than in the
// scratch folder a CV goes through; the first byte past the limit stops the reading at once.

/** What busboy may read of one upload: one file and a few short fields. */
export const imagePartLimits = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  parts: 11,
  headerPairs: 50,
} as const;

/** The picture and its few short fields with their multipart headers: a body declaring more gets 413 unread. */
export const imageBodyLimit = IMAGE_MAX_BYTES + 64 * 1024;

export class ImageTooLarge extends Error {}

export interface ReceivedImage {
  fields: Record<string, string>;
  /** The bytes of the part named `file`, or null when none was sent. */
  file: Buffer | null;
}

async function gather(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    // Busboy marks the stream truncated at the byte past the limit: stop there, the rest stays unread.
    if (part.file.truncated) throw new ImageTooLarge();
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new ImageTooLarge();
  return Buffer.concat(chunks);
}

/** Reads the multipart body; a file past the limit throws ImageTooLarge, a malformed body busboy's error. */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: imagePartLimits })) {
      if (part.type === 'field') {
        // The first of a repeated field counts; a key like '__proto__' stays an own key of `fields`.
        if (!Object.hasOwn(fields, part.fieldname))
          Object.defineProperty(fields, part.fieldname, {
            value: typeof part.value === 'string' ? part.value : '',
            enumerable: true,
          });
      } else if (part.fieldname === 'file' && file === null) {
        file = await gather(part);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageTooLarge();
    throw error;
  }
  return { fields, file };
}
