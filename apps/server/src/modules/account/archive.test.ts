import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildArchive, safeFileName, toCsv } from './archive.js';

describe('the data archive', () => {
  it('writes CSV a spreadsheet opens and never runs', () => {
    const csv = toCsv([
      { name: 'Ann, "the" giver', note: '=HYPERLINK("http://x")', at: new Date(0) },
      { name: 'Bob', tags: ['a', 'b'] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'name,note,at,tags',
      '"Ann, ""the"" giver","\'=HYPERLINK(""http://x"")",1970-01-01T00:00:00.000Z,',
      'Bob,,,"[""a"",""b""]"',
      '',
    ]);
  });

  it('keeps file names inside the archive', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('a\u0000b\nc.png')).toBe('a_b_c.png');
    expect(safeFileName('')).toBe('file');
  });

  it('holds a README, JSON and CSV per section, and the files', () => {
    const zip = buildArchive(
      [
        { name: 'notes', rows: [{ content: 'hello' }], csv: true },
        { name: 'account', rows: [{ email: 'ann@example.com' }] },
      ],
      [{ path: 'id-photo.png', bytes: new Uint8Array([1, 2, 3]) }],
      'read me',
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'files/id-photo.png',
      'notes.csv',
      'notes.json',
    ]);
    expect(JSON.parse(strFromU8(files['notes.json']!))).toEqual([{ content: 'hello' }]);
    expect([...files['files/id-photo.png']!]).toEqual([1, 2, 3]);
  });
});
