/**
 * A workbook written the way Excel and exceljs write it stores xl/workbook.xml
 * last, and exceljs's streaming reader then failed about one read in 500 with
 * 文件格式不正确 (exceljs issue #3064): an operator's good ledger refused at
 * random. The import now hands the reader the parts in the order it needs them.
 */
import { describe, expect, it } from 'vitest';
import { checkZip } from '../../server/modules/zipGuard';
import { ledgerWorkbook, readLedger } from '../../features/qualification/server/sheet';
import { demoPerson } from '../../features/qualification/server/demo';

/** The part names of an archive in stored order (local headers, front to back). */
const storedNames = (bytes: Buffer) => {
  const names: string[] = [];
  for (let at = 0; bytes.readUInt32LE(at) === 0x04034b50;) {
    const nameLength = bytes.readUInt16LE(at + 26);
    names.push(bytes.toString('latin1', at + 30, at + 30 + nameLength));
    at = bytes.indexOf(Buffer.from([0x50, 0x4b]), at + 30 + nameLength + bytes.readUInt32LE(at + 18));
    while (at >= 0 && ![0x04034b50, 0x02014b50].includes(bytes.readUInt32LE(at))) at = bytes.indexOf(Buffer.from([0x50, 0x4b]), at + 1);
    if (at < 0) break;
  }
  return names;
};

const people = [demoPerson(30_001, ['测试证券股份有限公司']), { ...demoPerson(30_002, ['测试证券股份有限公司']), certNo: 'bad' }];

describe('reading an uploaded ledger', () => {
  it('gets the workbook, its relations and shared strings before the worksheet, and keeps every part', async () => {
    const written = await ledgerWorkbook(people);
    expect(storedNames(written).at(-1)).toBe('xl/workbook.xml');
    const ordered = await checkZip(written);
    const names = storedNames(ordered);
    expect(names.slice(0, 4)).toEqual(['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
    expect([...names].sort()).toEqual([...storedNames(written)].sort());
  });

  it('reads the same rows from the same file 2,000 times in a row', async () => {
    const bytes = await ledgerWorkbook(people);
    const outcomes = new Map<string, number>();
    for (let read = 0; read < 2000; read += 1) {
      const outcome = await readLedger(bytes).then(
        (rows) => JSON.stringify(rows),
        (error: { statusText?: string; message?: string }) => `refused: ${error.statusText ?? error.message}`,
      );
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect([...outcomes.values()]).toEqual([2000]);
    const [rows] = outcomes.keys();
    expect(JSON.parse(rows).map((row: { values: { certNo: string } }) => row.values.certNo)).toEqual([people[0].certNo, 'BAD']);
  }, 120_000);
});
