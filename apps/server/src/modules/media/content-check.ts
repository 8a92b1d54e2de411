/**
 * Whether a file's leading bytes are what its declared content type says. Every type the media
 * library accepts (contract MEDIA_LIMITS) has a check; an unknown type never passes. The check
 * reads only the first HEAD_BYTES, because S3 uploads are checked after the fact through one
 * ranged read, and streamed local uploads before they are kept.
 *
 * Hand-written rather than a detection library (decision 002): we compare against a declared
 * type instead of guessing one, the rules are a table of well-known signatures, and a library
 * such as `file-type` would add several production packages (outside the audit snapshot) for the
 * same table while guessing finer types (audio/x-m4a, video/x-matroska, application/x-cfb) that
 * we would map back anyway.
 */
export const HEAD_BYTES = 4096;

type Check = (head: Buffer) => boolean;

const bytesAt = (head: Buffer, offset: number, expected: string | number[]) => {
  const wanted = typeof expected === 'string' ? Buffer.from(expected, 'latin1') : expected;
  if (head.length < offset + wanted.length) return false;
  for (let i = 0; i < wanted.length; i++) if (head[offset + i] !== wanted[i]) return false;
  return true;
};
const startsWith =
  (...signatures: Array<string | number[]>): Check =>
  (head) =>
    signatures.some((signature) => bytesAt(head, 0, signature));

/** RIFF containers name their form at offset 8: "WEBP" images, "WAVE" sound. */
const riff =
  (form: string): Check =>
  (head) =>
    bytesAt(head, 0, 'RIFF') && bytesAt(head, 8, form);
/** ISO base media (MP4, M4A, MOV): a box whose type at offset 4 is "ftyp". */
const isoMedia: Check = (head) => bytesAt(head, 4, 'ftyp');
/** QuickTime: "ftyp" ("qt  " brand), or a classic movie that opens with another atom. */
const quickTime: Check = (head) =>
  isoMedia(head) ||
  ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].some((a) => bytesAt(head, 4, a));
/** Matroska / WebM: the EBML header. */
const ebml = startsWith([0x1a, 0x45, 0xdf, 0xa3]);
/**
 * MP3 (and MP2): an ID3v2 tag, or an MPEG audio frame header: 11 sync bits, a valid version,
 * layer III or II, and a valid bitrate and sample rate.
 */
const mp3: Check = (head) => {
  if (bytesAt(head, 0, 'ID3')) return true;
  if (head.length < 3 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const version = (head[1]! >> 3) & 0b11;
  const layer = (head[1]! >> 1) & 0b11;
  const bitrate = head[2]! >> 4;
  const sampleRate = (head[2]! >> 2) & 0b11;
  return (
    version !== 0b01 &&
    (layer === 0b01 || layer === 0b10) &&
    bitrate !== 0b1111 &&
    sampleRate !== 0b11
  );
};
/** Word, Excel and PowerPoint 97–2003: an OLE2 compound file. */
const ole2 = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/**
 * Office Open XML (docx, xlsx, pptx): a zip whose entries include "[Content_Types].xml". Office,
 * LibreOffice and Google Docs write that entry first, so its name sits in the first local file
 * header; a plain zip (or a jar, an odt) does not have it.
 */
const officeOpenXml: Check = (head) =>
  bytesAt(head, 0, [0x50, 0x4b, 0x03, 0x04]) &&
  head.subarray(0, HEAD_BYTES).includes('[Content_Types].xml', 0, 'latin1');
const BINARY: Record<string, Check> = {
  'image/jpeg': startsWith([0xff, 0xd8, 0xff]),
  'image/png': startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': startsWith('GIF87a', 'GIF89a'),
  'image/webp': riff('WEBP'),
  'application/pdf': startsWith('%PDF-'),
  'application/msword': ole2,
  'application/vnd.ms-excel': ole2,
  'application/vnd.ms-powerpoint': ole2,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': officeOpenXml,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': officeOpenXml,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': officeOpenXml,
  'audio/mpeg': mp3,
  'audio/mp4': isoMedia,
  'audio/wav': riff('WAVE'),
  'audio/ogg': startsWith('OggS'),
  'audio/webm': ebml,
  'video/mp4': isoMedia,
  'video/webm': ebml,
  'video/quicktime': quickTime,
};

/**
 * Plain text and CSV: none of the binary formats above, and no NUL byte (binary files have them
 * early) unless it is UTF-16 with a byte-order mark.
 */
const text: Check = (head) =>
  !Object.values(BINARY).some((check) => check(head)) &&
  (bytesAt(head, 0, [0xff, 0xfe]) || bytesAt(head, 0, [0xfe, 0xff]) || !head.includes(0));

const CHECKS: Record<string, Check> = { ...BINARY, 'text/plain': text, 'text/csv': text };

/** The content types that have a check (all that MEDIA_LIMITS accepts; tested). */
export const CHECKED_CONTENT_TYPES = Object.keys(CHECKS);

export function matchesSignature(contentType: string, head: Buffer): boolean {
  const check = CHECKS[contentType];
  return !!check && head.length > 0 && check(head.subarray(0, HEAD_BYTES));
}
