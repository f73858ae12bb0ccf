import { open } from 'node:fs/promises';
import type { CvType } from '@vitrina/forms';

// docs/architecture.md §2 files: a CV is recognised by what it contains, never by its name or the Content-Type it was sent
// with. A PDF starts with '%PDF-'; a Word 97–2003 document is an OLE compound file; a DOCX is a ZIP package
// whose central directory lists [Content_Types].xml and word/document.xml. The ZIP is never unpacked here, but
// the sizes its directory declares are: a package that would unpack to something absurd (a zip bomb, which
// would hurt whoever opens it) is refused.

/** The most a DOCX may declare it unpacks to, all entries together. */
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** ...and at most this many times its own size (ordinary documents pack 3–20 : 1). */
export const DOCX_MAX_RATIO = 100;
/** A DOCX has a few dozen entries; thousands are no document. */
const DOCX_MAX_ENTRIES = 5000;

export type CvVerdict = { type: CvType } | { problem: 'notACv' | 'unpacksTooLarge' };

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** End-of-central-directory record without its comment, and the longest comment it may have. */
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** What the file at `path` (of `size` bytes) is, by its content. */
export async function inspectCv(path: string, size: number): Promise<CvVerdict> {
  const file = await open(path, 'r');
  try {
    const head = await readAt(file, 0, 8);
    if (head.subarray(0, PDF.length).equals(PDF)) return { type: 'pdf' };
    if (head.equals(OLE)) return { type: 'doc' };
    if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL) return await inspectDocx(file, size);
    return { problem: 'notACv' };
  } finally {
    await file.close();
  }
}

async function inspectDocx(file: Awaited<ReturnType<typeof open>>, size: number): Promise<CvVerdict> {
  // The end record is the last thing in the file, followed only by its comment.
  const tailLength = Math.min(size, END_SIZE + MAX_COMMENT);
  const tail = await readAt(file, size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - END_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) === ZIP_END && at + END_SIZE + tail.readUInt16LE(at + 20) === tail.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return { problem: 'notACv' };
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // ZIP64 markers (0xffff entries, 0xffffffff sizes) and a directory outside the file: no document of ours.
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    return { problem: 'unpacksTooLarge' };
  if (entries > DOCX_MAX_ENTRIES) return { problem: 'unpacksTooLarge' };
  if (directoryOffset + directorySize > size - tailLength + end) return { problem: 'notACv' };

  const directory = await readAt(file, directoryOffset, directorySize);
  const names = new Set<string>();
  let unpacked = 0;
  let at = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ZIP_CENTRAL)
      return { problem: 'notACv' };
    const declared = directory.readUInt32LE(at + 24);
    if (declared === 0xffffffff) return { problem: 'unpacksTooLarge' };
    unpacked += declared;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return { problem: 'notACv' };
    names.add(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (unpacked > DOCX_MAX_UNPACKED_BYTES || unpacked > DOCX_MAX_RATIO * size)
    return { problem: 'unpacksTooLarge' };
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return { problem: 'notACv' };
  return { type: 'docx' };
}
