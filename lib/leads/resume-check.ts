import 'server-only';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import {
  MAX_RESUME_BYTES,
  RESUME_MESSAGES,
  resumeExtension,
  type ResumeExtension,
} from '@/lib/forms/resume-limits';

/** Fixed media types by detected kind: the uploader's claimed type is never trusted. */
const RESUME_MEDIA_TYPES: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const MAX_DOCX_ENTRIES = 2_000;
const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_MAGIC = Buffer.from('504b0304', 'hex');

type ResumeCheck =
  { ok: true; kind: ResumeExtension; mediaType: string } | { ok: false; message: string };

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/**
 * Whether a zip's central directory lists `word/document.xml`, reading entry headers only (nothing
 * is inflated). Too many entries or too large a declared unpacked size counts as not a document.
 */
async function isWordZip(bytes: Buffer): Promise<boolean> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return false;
  }
  if (zip.entryCount > MAX_DOCX_ENTRIES) {
    zip.close();
    return false;
  }
  return new Promise((resolve) => {
    let unpacked = 0;
    let found = false;
    const finish = (result: boolean) => {
      zip.removeAllListeners();
      zip.close();
      resolve(result);
    };
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_DOCX_UNPACKED_BYTES) return finish(false);
      if (entry.fileName === 'word/document.xml') found = true;
      zip.readEntry();
    });
    zip.on('end', () => finish(found));
    zip.on('error', () => finish(false));
    zip.readEntry();
  });
}

/** Checks a resume by extension and by content (magic bytes; a docx must be a Word zip). */
export async function checkResume(fileName: string, bytes: Buffer): Promise<ResumeCheck> {
  if (bytes.length === 0) return { ok: false, message: RESUME_MESSAGES.missing };
  if (bytes.length > MAX_RESUME_BYTES) return { ok: false, message: RESUME_MESSAGES.tooLarge };
  const kind = resumeExtension(fileName);
  if (!kind) return { ok: false, message: RESUME_MESSAGES.wrongType };
  const startsWith = (magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);
  if (kind === 'pdf' && !startsWith(PDF_MAGIC))
    return { ok: false, message: RESUME_MESSAGES.notPdf };
  if (kind === 'doc' && !startsWith(OLE_MAGIC))
    return { ok: false, message: RESUME_MESSAGES.notDoc };
  if (kind === 'docx' && !(startsWith(ZIP_MAGIC) && (await isWordZip(bytes)))) {
    return { ok: false, message: RESUME_MESSAGES.notDocx };
  }
  return { ok: true, kind, mediaType: RESUME_MEDIA_TYPES[kind] };
}
