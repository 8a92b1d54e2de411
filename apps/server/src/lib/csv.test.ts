import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, csvName, everyRow, toCsv } from './csv.js';

type Row = { name: string; amount: number | null };
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
];

describe('toCsv', () => {
  it('quotes what needs it and defuses what a spreadsheet would run', () => {
    const text = toCsv(columns, [
      { name: 'Plain', amount: 12.5 },
      { name: 'Comma, "quoted"\nand a line', amount: null },
      { name: '=SUM(A1:A2)', amount: -3 },
      { name: '+44 20 7946 0000', amount: 0 },
      { name: '@handle', amount: 1 },
    ]);
    expect(text.startsWith('\uFEFFName,Amount\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Amount',
      'Plain,12.5',
      '"Comma, ""quoted""\nand a line",',
      "'=SUM(A1:A2),-3",
      "'+44 20 7946 0000,0",
      "'@handle,1",
      '',
    ]);
  });

  it('says when the list was cut', () => {
    expect(toCsv(columns, [], true)).toContain(`(first ${CSV_MAX_ROWS} rows only)`);
  });
});

describe('everyRow', () => {
  it('reads page after page until the last', async () => {
    const asked: number[] = [];
    const { rows, cut } = await everyRow(async ({ page }) => {
      asked.push(page);
      return { rows: [page * 10, page * 10 + 1], totalPages: 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual([10, 11, 20, 21, 30, 31]);
    expect(cut).toBe(false);
  });

  it('stops at the ceiling and says so', async () => {
    const { rows, cut } = await everyRow(async ({ offset }) => ({
      rows: Array.from({ length: offset }, (_, i) => i),
      totalPages: 1_000_000,
    }));
    expect(rows).toHaveLength(CSV_MAX_ROWS);
    expect(cut).toBe(true);
  });
});

it('names a file by the day', () => {
  expect(csvName('payments', new Date('2026-11-28T10:00:00Z'))).toBe('payments-2026-11-28.csv');
});
