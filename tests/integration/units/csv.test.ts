/**
 * CSV for Excel (src/shared/utils/csv.ts and the list export's rowsToCsv): RFC 4180
 * quoting of commas, quotes and line breaks, Chinese text kept, a UTF-8 BOM, CRLF
 * rows, and the formula-injection guard.
 */
import { describe, expect, it } from 'vitest';
import { rowsToCsv } from '@/shared/ui/list/ExportButton';
import type { ListColumn } from '@/shared/ui/list/types';
import { BOM, csvCell, toCsv } from '@/shared/utils/csv';
import { money } from '@/shared/utils/format';

/** A minimal RFC 4180 reader, to check that what we write reads back to the same cells. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text, numbers and Chinese as they are', () => {
    expect(csvCell('abc')).toBe('abc');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('西湖服务区')).toBe('西湖服务区');
    expect(csvCell(true)).toBe('true');
  });

  it('writes null and undefined as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"你好"')).toBe('"他说""你好"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('杭州市，西湖区')).toBe('杭州市，西湖区'); // a full-width comma is text
  });

  it('keeps formulas as text: = + - @ tab and carriage return at the start get a quote mark', () => {
    expect(csvCell('=HYPERLINK("http://x","点我")')).toBe('"\'=HYPERLINK(""http://x"",""点我"")"');
    expect(csvCell('+86 138')).toBe("'+86 138");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell('a=b')).toBe('a=b');
    // plain (negative) numbers stay numbers
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-0.50')).toBe('-0.50');
    expect(csvCell(money(-150))).toBe("'-¥1.50");
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates rows with CRLF and ends with one', () => {
    const csv = toCsv(
      ['姓名', '备注'],
      [
        ['张三', 'a,b'],
        ['李四', null],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(BOM).toBe('\uFEFF');
    expect(Array.from(new TextEncoder().encode(csv).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toBe('\uFEFF姓名,备注\r\n张三,"a,b"\r\n李四,\r\n');
  });

  it('reads back to the same cells, whatever they hold', () => {
    const nasty = [
      ['U100008', '<img src=x onerror=alert(1)>', '说："好的，谢谢"', '一行\n两行\r\n三行'],
      ['', ' 前后空格 ', '=1+1', '😀 表情'],
    ];
    const rows = parse(toCsv(['a', 'b', 'c', 'd'], nasty).slice(1));
    expect(rows).toEqual([['a', 'b', 'c', 'd'], nasty[0], ['', ' 前后空格 ', "'=1+1", '😀 表情']]);
  });
});

describe('rowsToCsv (list export)', () => {
  interface Row {
    id: string;
    name: string;
    balance: number;
    secret: string;
  }
  const columns: ListColumn<Row>[] = [
    { key: 'id', title: '用户ID', dataIndex: 'id' },
    { key: 'name', title: '姓名', dataIndex: 'name' },
    { key: 'balance', title: '余额', render: () => 'ignored', csv: (r) => money(r.balance) },
    { key: 'secret', title: '操作', dataIndex: 'secret', noExport: true },
    { key: 'empty', title: '空列' },
  ];

  it('uses the column titles, the csv cells (else the dataIndex), and leaves out noExport columns', () => {
    const csv = rowsToCsv(columns, [
      { id: 'U1', name: '王芳', balance: 123450, secret: 'x' },
      { id: 'U2', name: '李"四', balance: 0, secret: 'y' },
    ]);
    expect(csv).toBe('\uFEFF用户ID,姓名,余额,空列\r\nU1,王芳,"¥1,234.50",\r\nU2,"李""四",¥0.00,\r\n');
  });
});
