import { describe, expect, it } from 'vitest';
import { MEDIA_KINDS, MEDIA_LIMITS } from '@nethub/contract';
import { CHECKED_CONTENT_TYPES, HEAD_BYTES, matchesSignature } from './content-check.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
/** A zip's first local file header, naming its first entry. */
const zipStartingWith = (name: string) =>
  bytes(
    [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0],
    Array(16).fill(0),
    [name.length, 0, 0, 0],
    name,
  );

const SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0]),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', le32(1000), 'WEBPVP8 ', le32(900)),
  wav: bytes('RIFF', le32(1000), 'WAVEfmt ', le32(16), [1, 0, 2, 0]),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  mp3Id3: bytes('ID3', [4, 0, 0, 0, 0, 0x0f, 0x76]),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]),
  aacAdts: bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]),
  ogg: bytes('OggS', [0, 2], Array(8).fill(0)),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'),
  m4a: bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0], 'M4A mp42isom'),
  mov: bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '),
  classicMov: bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0x10, 0], 'mdat'),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], [0x42, 0x82, 0x84], 'webm'),
  docx: zipStartingWith('[Content_Types].xml'),
  plainZip: zipStartingWith('holiday-photos/beach.jpg'),
  odt: zipStartingWith('mimetype'),
  ole2: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(24).fill(0)),
  text: bytes('name,email\nAva,ava@example.com\n'),
  utf16Text: bytes([0xff, 0xfe], 'h\0i\0'),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]),
} as const;
type Sample = keyof typeof SAMPLES;

/** For each declared type: the samples that must pass; every other sample must fail. */
const ACCEPTS: Record<string, Sample[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'audio/wav': ['wav'],
  'audio/mpeg': ['mp3Id3', 'mp3Frame'],
  'audio/ogg': ['ogg'],
  'audio/mp4': ['mp4', 'm4a', 'mov'],
  'audio/webm': ['webm'],
  'video/mp4': ['mp4', 'm4a', 'mov'],
  'video/quicktime': ['mp4', 'm4a', 'mov', 'classicMov'],
  'video/webm': ['webm'],
  'application/msword': ['ole2'],
  'application/vnd.ms-excel': ['ole2'],
  'application/vnd.ms-powerpoint': ['ole2'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['docx'],
  // Text has no signature: no known binary format and no NUL byte (unless UTF-16 with a BOM).
  'text/plain': ['text', 'utf16Text', 'aacAdts'],
  'text/csv': ['text', 'utf16Text', 'aacAdts'],
};

describe('matchesSignature: the bytes are what the declared type says', () => {
  it('has a check for every content type the media library accepts', () => {
    const accepted = new Set(MEDIA_KINDS.flatMap((kind) => MEDIA_LIMITS[kind].contentTypes));
    for (const type of accepted) expect(CHECKED_CONTENT_TYPES).toContain(type);
    expect(Object.keys(ACCEPTS).sort()).toEqual([...accepted].sort());
  });

  for (const [type, passing] of Object.entries(ACCEPTS)) {
    it(`${type}: passes ${passing.join(', ')} and nothing else`, () => {
      for (const [name, head] of Object.entries(SAMPLES)) {
        expect([name, matchesSignature(type, head)]).toEqual([
          name,
          passing.includes(name as Sample),
        ]);
      }
    });
  }

  it('never takes a WAV for WebP, nor WebP for WAV: RIFF alone says nothing', () => {
    expect(matchesSignature('image/webp', SAMPLES.wav)).toBe(false);
    expect(matchesSignature('audio/wav', SAMPLES.webp)).toBe(false);
    expect(matchesSignature('image/webp', bytes('RIFF', le32(4)))).toBe(false);
  });

  it('finds "[Content_Types].xml" anywhere in the head of an Office zip, not past it', () => {
    const later = Buffer.concat([
      zipStartingWith('_rels/.rels'),
      Buffer.alloc(200, 1),
      zipStartingWith('[Content_Types].xml'),
    ]);
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(matchesSignature(docx, later)).toBe(true);
    const beyond = Buffer.concat([
      zipStartingWith('word/media/image1.png'),
      Buffer.alloc(HEAD_BYTES, 1),
      zipStartingWith('[Content_Types].xml'),
    ]);
    expect(matchesSignature(docx, beyond)).toBe(false);
  });

  it('refuses unknown types, empty heads and truncated signatures', () => {
    expect(matchesSignature('application/x-msdownload', SAMPLES.exe)).toBe(false);
    expect(matchesSignature('image/png', Buffer.alloc(0))).toBe(false);
    expect(matchesSignature('text/plain', Buffer.alloc(0))).toBe(false);
    expect(matchesSignature('image/webp', bytes('RIFF', le32(4), 'WEB'))).toBe(false);
    expect(matchesSignature('application/pdf', bytes('%PD'))).toBe(false);
    expect(matchesSignature('audio/mpeg', bytes([0xff]))).toBe(false);
    // A UTF-16 byte-order mark looks like a layer I frame sync: not an MP3.
    expect(matchesSignature('audio/mpeg', SAMPLES.utf16Text)).toBe(false);
    expect(matchesSignature('audio/mpeg', bytes([0xff, 0xfb, 0xf0, 0]))).toBe(false);
  });
});
