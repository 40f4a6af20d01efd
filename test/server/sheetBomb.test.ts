/**
 * Workbooks that are cheap to send and dear to read (issue 20 §6): a 4 MB
 * xlsx whose worksheet holds 45 MB of cell XML passes the unpack cap, so the
 * import must stop reading at its row limit; a row far wider than the
 * template is refused; and a server reads one import at a time, the next in line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, SHEET_MESSAGES } from '../../server/modules/sheetReader';
import { SheetGate } from '../../server/modules/sheetGate';
import { loginToken, startTestServer, type TestServer } from './helpers';
import { importFile, questionCount, workbook, HEADER } from '../../features/abilityQuestionBank/testing/fixtures';
import { sheetPart, xlsx } from './sheetWorkbooks';

const LIMITS = { maxRows: 5000, tooManyRows: '每次最多导入5000行', maxColumns: 24 };

let server: TestServer;
let admin: string;
let bomb: Buffer;
let bombXml: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const sheet = sheetPart(100_000, 14);
  bombXml = sheet.declared;
  bomb = xlsx(sheet);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a workbook of tens of megabytes of cells', () => {
  it('is small to send and large inside', () => {
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(bombXml).toBeGreaterThan(40 * 1024 * 1024);
  });

  it('is refused at the row limit, and the import writes nothing', async () => {
    const before = await questionCount(server);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await importFile(server, admin, bomb);
    // Figures for docs/reliability.md, not a timed assertion.
    console.log(
      `sheet bomb: ${(bomb.length / 1048576).toFixed(1)} MB file, ${(bombXml / 1048576).toFixed(1)} MB of cell XML, refused in ${Math.round(performance.now() - started)} ms, rss +${Math.round((process.memoryUsage().rss - rss) / 1048576)} MB`,
    );
    expect(answer.statusText).toBe('每次最多导入5000行');
    expect(await questionCount(server)).toBe(before);
  });

  it('refuses shared strings beyond their cap, whatever rows follow', async () => {
    const text = '长'.repeat(200);
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${`<si><t>${text}</t></si>`.repeat(30_000)}</sst>`;
    await expect(readSheet(xlsx(sheetPart(2, 3), strings), LIMITS)).rejects.toMatchObject({ statusText: '文件内容过大，每次最多导入5000行' });
  });

  it('refuses a row far wider than the template', async () => {
    await expect(readSheet(xlsx(sheetPart(2, 200)), LIMITS)).rejects.toMatchObject({ statusText: SHEET_MESSAGES.tooWide(24) });
  });

  it('reads one import at a time per gate: the next waits its turn and then goes through; a full queue is told to try again', async () => {
    const good = await workbook([HEADER, ['经纪业务', '单选题', '题干', '甲', '乙', '', '', '', '', 'a', '', '简单', '', '']]);
    const gate = new SheetGate(1, 1);
    const settled: string[] = [];
    const first = readSheet(bomb, LIMITS, gate).catch((error) => {
      settled.push('first');
      throw error;
    });
    const second = readSheet(good, LIMITS, gate).then((data) => {
      settled.push('second');
      return data;
    });
    await expect(readSheet(good, LIMITS, gate)).rejects.toMatchObject({ statusText: SHEET_MESSAGES.busy });
    await expect(first).rejects.toMatchObject({ statusText: LIMITS.tooManyRows });
    const after = await second;
    expect(settled).toEqual(['first', 'second']);
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0].values[3]).toBe('题干');
    // Another server's gate never waits on this one.
    await expect(readSheet(good, LIMITS, new SheetGate())).resolves.toMatchObject({ rows: [{ number: 2 }] });
  });

  it('lets two servers in one process import at the same time', async () => {
    const other = await startTestServer();
    try {
      const otherAdmin = await loginToken(other, 'admin', 'Admin@2026');
      const rows = (title: string) => [HEADER, ['经纪业务', '单选题', title, '甲', '乙', '', '', '', '', 'a', '', '简单', '', '']];
      const [here, there] = await Promise.all([importFile(server, admin, await workbook(rows('并行导入甲'))), importFile(other, otherAdmin, await workbook(rows('并行导入乙')))]);
      expect([here.status, there.status]).toEqual([0, 0]);
    } finally {
      await other.close();
    }
  });
});
