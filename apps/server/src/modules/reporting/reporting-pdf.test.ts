import { DEFAULT_REPORT_COLORS } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import type { ExportTable } from './export-table.ts';
import { PDF_MAX_PAGES, PDF_MAX_ROWS, toPdf } from './reporting-pdf.ts';

// The PDF writer's bounds on a hostile table, with the real pdfkit: every row as long as the PDF prints.

const word = 'abcdefghijWMil'.repeat(400);
const table = (rows: number): ExportTable => ({
  language: 'en',
  title: 'Cleans report',
  meta: {
    facilityId: crypto.randomUUID(),
    facilityName: 'North',
    timeZone: 'America/Toronto',
    from: '2026-11-26',
    to: '2026-11-27',
    start: '2026-11-26T05:00:00.000Z',
    end: '2026-11-28T05:00:00.000Z',
    generatedAt: '2026-11-27T08:00:00.000Z',
  },
  summary: [],
  columns: ['Room', 'Staff', 'Comment', 'Supervisor note'],
  rows: Array.from({ length: rows }, (_, i) => [String(i + 1), word, word, word]),
  truncated: false,
  signatures: [],
});
const style = { colors: DEFAULT_REPORT_COLORS, organization: 'Alpha', logo: null };

describe('the PDF of a report', () => {
  it(`lists at most ${PDF_MAX_ROWS} rows and stops at ${PDF_MAX_PAGES} pages, saying so, in a few seconds`, async () => {
    const started = performance.now();
    const pdf = await toPdf(table(PDF_MAX_ROWS + 500), style, new Map());
    expect(performance.now() - started).toBeLessThan(10_000);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(PDF_MAX_PAGES);
    expect(text).toContain('This PDF lists the first 2,000 of the 2,500 rows; the CSV export lists them all.');
    expect(text).toMatch(
      /The list stops here, after [\d,]+ of 2,500 rows \(a PDF holds at most 200 pages\); the CSV export lists every row\./,
    );
  });

  it('a short table is listed whole, with no note', async () => {
    const { text, pages } = await pdfText(await toPdf({ ...table(0), rows: [['101', 'Ann', 'Fine', '']] }, style, new Map()));
    expect(pages).toBe(1);
    expect(text).toContain('101AnnFine');
    expect(text).not.toContain('CSV');
  });

  it('is written in the table’s language: its heading, notes and footer, and Chinese cells in the embedded font', async () => {
    const zh: ExportTable = {
      ...table(0),
      language: 'zh-Hans',
      title: '清洁报告',
      columns: ['房间', '员工', '备注', '主管备注'],
      rows: [['101', '王秀英', '床单已更换，房间很干净', '']],
      truncated: true,
    };
    const { text, pages } = await pdfText(await toPdf(zh, style, new Map()));
    expect(pages).toBe(1);
    const printed = [
      '清洁报告',
      '时段 11/26/2026 – 11/27/2026 · 生成于 11/27/2026 03:00（America/Toronto）',
      '房间员工备注主管备注',
      '101王秀英床单已更换，房间很干净',
      '仅列出前 1 行；上方的数字统计整个时段。',
      '清洁报告 · 第 1 页，共 1 页',
    ];
    for (const line of printed) expect(text).toContain(line);
  });
});
