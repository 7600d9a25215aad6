/** @jest-environment node */
import { parseCsv } from '@/tests/helpers/parse-csv';
import { neutralizeFormula, toCsv } from '@/lib/admin/csv';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil")'])(
    'prefixes %j so spreadsheets show it as text',
    (value) => {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['Ada', '', ' =1', '1-2', 'a@b.c'])('leaves %j alone', (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});

describe('toCsv', () => {
  const columns = [
    { key: 'name', label: 'Name' },
    { key: 'message', label: 'Message' },
    { key: 'agree', label: 'Agreed' },
    { key: 'at', label: 'At' },
  ];

  it('starts with a UTF-8 byte-order mark and a header row', () => {
    const csv = toCsv(columns, []);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,Message,Agreed,At\r\n');
  });

  it('quotes commas, quotes and line breaks, and escapes formula cells', () => {
    const csv = toCsv(columns, [
      {
        name: '=cmd|"/c calc"!A0',
        message: 'Hello, "world"\nsecond line',
        agree: true,
        at: new Date('2026-01-02T03:04:05Z'),
      },
      { name: 'Zoë 東京', message: null, agree: false, at: undefined },
      { name: 'Lone', message: 'first\nsecond\rthird', agree: true, at: null },
    ]);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toEqual([
      ['Name', 'Message', 'Agreed', 'At'],
      [`'=cmd|"/c calc"!A0`, 'Hello, "world"\nsecond line', 'true', '2026-01-02T03:04:05.000Z'],
      ['Zoë 東京', '', 'false', ''],
      ['Lone', 'first\nsecond\rthird', 'true', ''],
    ]);
  });
});
