/**
 * The qualification query (menu 53, docs/qualification.md): the template, the dry run of excel/import
 * (cell rules, duplicates in the file and against the register, the error workbook), nothing written until
 * the confirmation, the confirmation in one transaction with its history, refusals in Chinese, the import
 * records, the search with masked ID numbers, the data-origin setting and the ledger uploads' guards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateRawSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { quaCertificates, quaHistory } from '../../features/qualification/server/schema';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { demoPerson } from '../../features/qualification/server/demo';
import { checkFile, confirm, download, ledger, multipart, person, sheetValues } from '../../features/qualification/testing/fixtures';
import { writeZip, stored } from './zipParts';
import { TestClock } from './testClock';

let server: TestServer;
let admin: string;
let viewer: string;

const post = (path: string, body: Record<string, unknown>, token = admin) => call(server, 'POST', path, { body, token });
const certCount = async () => (await server.services.db.select({ n: count() }).from(quaCertificates))[0].n;
const historyCount = async () => (await server.services.db.select({ n: count() }).from(quaHistory))[0].n;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  viewer = (await loginWithGrants(server, 'qua_viewer', { 53: ['list', 'detail'] })).token;
});

afterAll(async () => {
  await server?.close();
});

describe('the demo register', () => {
  it('came through the import path: two applied imports, one with an error workbook, and their history', async () => {
    const records = (await post('qua/queryExcelRecord', { pageNum: 1, pageSize: 10 })).data;
    expect(records.total).toBe(2);
    expect(records.list.map((row: any) => [row.fileName, row.status, row.errorRows, Boolean(row.errorFileId)])).toEqual([
      ['2026年第二季度资格登记.xlsx', 1, 2, true],
      ['2026年第一季度资格登记.xlsx', 1, 0, false],
    ]);
    // The importer by name, as the console names users, not by login name.
    expect(records.list.map((row: any) => row.checkedBy)).toEqual(['系统管理员', '系统管理员']);
    expect(await certCount()).toBe(60);
    expect(await historyCount()).toBe(50 + 10 + 5);
  });
});

describe('the template (fastdfs/standBookTemplate)', () => {
  it('has the columns and the rules', async () => {
    const answer = await download(server, viewer, 'fastdfs/standBookTemplate');
    expect(answer.statusCode).toBe(200);
    const book = await sheetValues(answer.rawPayload);
    expect(book.names).toEqual(['资格登记', '填写说明']);
    expect(book.rows).toEqual([['姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期']]);
  });
});

describe('excel/import', () => {
  it('checks every row, writes nothing, and lists each problem with row, column and reason in a workbook', async () => {
    const [a, b, c] = [person(1), person(2), person(3)];
    const bytes = await ledger([
      a,
      { ...b, idCard: b.idCard.slice(0, 17) + (b.idCard[17] === '0' ? '1' : '0') },
      { ...c, name: '' },
      { ...person(4), certNo: a.certNo },
      { ...person(5), certNo: 'ABC123' },
      { ...person(6), obtainedOn: '2099-01-01' },
      person(7),
    ]);
    const before = await certCount();
    const answer = await checkFile(server, admin, bytes);
    expect(answer.status).toBe(0);
    expect(answer.statusText).toBe('校验完成，5行有错误');
    expect(answer.data).toMatchObject({ totalRows: 7, validRows: 2, errorRows: 5, added: 2, updated: 0, unchanged: 0, errorCount: 5 });
    expect(answer.data.errors).toEqual([
      { row: 3, column: '身份证号码', reason: '身份证号码格式不正确（应为18位，最后一位为数字或X，且校验位正确）' },
      { row: 4, column: '姓名', reason: '姓名不能为空' },
      { row: 5, column: '证书编号', reason: '与第2行证书编号重复' },
      { row: 6, column: '证书编号', reason: '证书编号格式不正确（应为1位大写字母加13位数字，如S0010120010001）' },
      { row: 7, column: '取得日期', reason: '取得日期不能晚于今天' },
    ]);
    expect(await certCount()).toBe(before);
    const workbook = await download(server, viewer, 'fastdfs/standBookDownload', { fileId: answer.data.errorFileId });
    const { rows } = await sheetValues(workbook.rawPayload);
    expect(rows[0]).toEqual(['行号', '列', '原因', '姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual(answer.data.errors.map((error: any) => [error.row, error.column, error.reason]));
    // Each problem's row as the file held it, the ID number masked (a reader may download this workbook).
    const future = person(6);
    expect(rows.find((row) => row[0] === 7)!.slice(3)).toEqual([
      future.name,
      `${future.idCard.slice(0, 6)}********${future.idCard.slice(-4)}`,
      future.certNo,
      future.category,
      future.institution,
      '2099-01-01',
    ]);
  });

  it('applies a confirmed dry run in one go: adds, updates, history; a second confirmation is refused', async () => {
    const first = await checkFile(server, admin, await ledger([person(20), person(21)]));
    const before = await certCount();
    const applied = await confirm(server, admin, first.data.batchId);
    expect([applied.status, applied.statusText, applied.data.added]).toEqual([0, '导入成功', 2]);
    expect(await certCount()).toBe(before + 2);
    expect((await confirm(server, admin, first.data.batchId)).statusText).toBe('该批次已确认导入，不能重复导入');

    const moved = { ...person(20), institution: '新任职证券有限公司' };
    const second = await checkFile(
      server,
      admin,
      await ledger([moved, person(21), { ...person(22), certNo: demoPerson(0, ['x']).certNo }, { ...person(21), name: '改名字', certNo: person(23).certNo }]),
    );
    expect(second.data).toMatchObject({ added: 0, updated: 1, unchanged: 1, errorRows: 2 });
    expect(second.data.errors.map((error: any) => error.reason)).toEqual(['证书编号已登记在其他身份证号码下', '姓名与登记簿中该身份证号码的登记信息不一致']);
    expect((await confirm(server, admin, second.data.batchId)).status).toBe(0);

    const found = (await post('qua/queryQuaList', { certNo: person(20).certNo }, viewer)).data.list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: person(20).name, institution: '新任职证券有限公司' });
    expect(found[0].idCard).toBe(`${person(20).idCard.slice(0, 6)}********${person(20).idCard.slice(-4)}`);
    const history = (await post('qua/queryHistoryRecord', { certificateId: found[0].id }, viewer)).data.list;
    expect(history.map((row: any) => [row.change, row.before?.institution ?? null, row.after.institution, row.batchId])).toEqual([
      [2, '测试证券股份有限公司', '新任职证券有限公司', second.data.batchId],
      [1, null, '测试证券股份有限公司', first.data.batchId],
    ]);
    expect(JSON.stringify(history)).not.toContain(person(20).idCard);
  });

  it('refuses a dry run made before the register changed', async () => {
    const stale = await checkFile(server, admin, await ledger([person(30)]));
    const other = await checkFile(server, admin, await ledger([person(31)]));
    expect((await confirm(server, admin, other.data.batchId)).status).toBe(0);
    // Shown 已失效 as soon as the other import changed the register, before anyone tries it.
    const listed = (await post('qua/queryExcelRecord', { pageNum: 1, pageSize: 50, status: 3 })).data.list.map((row: any) => row.id);
    expect(listed).toContain(stale.data.batchId);
    const refused = await confirm(server, admin, stale.data.batchId);
    expect(refused.statusText).toBe('资格登记簿在校验后已发生变化，请重新上传文件校验');
    expect((await post('qua/queryQuaList', { certNo: person(30).certNo })).data.total).toBe(0);
    const record = (await post('qua/queryExcelRecord', { pageNum: 1, pageSize: 50 })).data.list.find((row: any) => row.id === stale.data.batchId);
    expect(record.status).toBe(3);
  });

  it('cancels a dry run, which then cannot be confirmed', async () => {
    const batch = await checkFile(server, admin, await ledger([person(40)]));
    expect((await multipart(server, admin, 'excel/import', { action: 'cancel', batchId: String(batch.data.batchId) })).statusText).toBe('已取消导入');
    expect((await confirm(server, admin, batch.data.batchId)).statusText).toBe('该批次已取消，请重新上传文件');
  });

  it('refuses in Chinese: no file, not a workbook, not the template, no rows, unknown batch, no add unit', async () => {
    expect((await multipart(server, admin, 'excel/import', {})).statusText).toBe('请选择要导入的文件');
    expect((await checkFile(server, admin, Buffer.from('%PDF-1.4 fake'), '资格.xlsx')).statusText).toBe('请上传 .xlsx 格式的Excel文件（可先下载导入模板）');
    const zip = writeZip([stored('a.txt', 'hello')]);
    expect((await checkFile(server, admin, zip, '资格.zip')).statusText).toBe('请上传 .xlsx 格式的Excel文件（可先下载导入模板）');
    expect((await checkFile(server, admin, await ledger([]))).statusText).toBe('文件中没有可导入的数据');
    expect((await confirm(server, admin, 999_999)).statusText).toBe('导入批次不存在');
    expect((await multipart(server, admin, 'excel/import', { action: 'remove', batchId: '1' })).statusText).toBe('操作类型不正确');
    expect((await checkFile(server, viewer, await ledger([person(50)]))).statusText).toBe('您没有该操作的权限');
  });
});

describe('a dry run left waiting', () => {
  let clocked: TestServer;
  let token: string;
  const clock = new TestClock('2026-11-30T02:00:00Z');
  const records = async (body: Record<string, unknown> = {}) => (await call(clocked, 'POST', 'qua/queryExcelRecord', { body: { pageNum: 1, pageSize: 50, ...body }, token })).data;

  beforeAll(async () => {
    clocked = await startTestServer({ clock });
    token = await loginToken(clocked, 'admin', 'Admin@2026');
  });
  afterAll(async () => {
    await clocked?.close();
  });

  it('is 待确认 for 24 hours, then 已失效: listed and searched so, its confirmation refused, and it can still be cancelled', async () => {
    const waiting = (await checkFile(clocked, token, await ledger([person(50)]))).data.batchId as number;
    const forgotten = (await checkFile(clocked, token, await ledger([person(51)]))).data.batchId as number;
    const statusOf = async (id: number) => (await records()).list.find((row: any) => row.id === id).status;
    // A session ends when idle for long: the operator signs in again after each wait.
    const later = async (hours: number) => {
      clock.advance(hours * 3_600_000);
      token = await loginToken(clocked, 'admin', 'Admin@2026');
    };
    await later(23);
    expect(await statusOf(waiting)).toBe(0);
    await later(2);
    expect([await statusOf(waiting), await statusOf(forgotten)]).toEqual([3, 3]);
    expect((await records({ status: 0 })).list.map((row: any) => row.id)).not.toContain(waiting);
    expect((await records({ status: 3 })).list.map((row: any) => row.id)).toEqual(expect.arrayContaining([waiting, forgotten]));
    expect((await confirm(clocked, token, waiting)).statusText).toBe('该批次校验后超过24小时未确认，已失效，请重新上传文件校验');
    expect((await call(clocked, 'POST', 'qua/queryQuaList', { body: { certNo: person(50).certNo }, token })).data.total).toBe(0);
    expect((await multipart(clocked, token, 'excel/import', { action: 'cancel', batchId: String(forgotten) })).statusText).toBe('已取消导入');
    expect(await statusOf(forgotten)).toBe(2);
  });
});

describe('the ledger uploads', () => {
  it('stores a ledger (standBookUpload) that excel/import then checks by its id', async () => {
    const uploaded = await multipart(server, admin, 'fastdfs/standBookUpload', {}, { bytes: await ledger([person(60)]), name: '台账.xlsx' });
    expect([uploaded.status, uploaded.data.fileName]).toEqual([0, '台账.xlsx']);
    const checked = await multipart(server, admin, 'excel/import', { fileId: uploaded.data.fileId });
    expect(checked.data).toMatchObject({ fileName: '台账.xlsx', added: 1 });
    // The original ledger goes back to an importer only (qualificationMasking.test.ts refuses the viewer).
    const back = await download(server, admin, 'fastdfs/standBookDownload', { fileId: uploaded.data.fileId });
    expect(back.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('takes a zip package (onlyUploadFile) and links it to a confirmed import', async () => {
    const zip = writeZip([stored('证书扫描件.txt', '扫描件')]);
    const uploaded = await multipart(server, admin, 'fastdfs/onlyUploadFile', {}, { bytes: zip, name: '证明材料.zip', type: 'application/zip' });
    expect(uploaded.status).toBe(0);
    expect((await multipart(server, admin, 'fastdfs/onlyUploadFile', {}, { bytes: Buffer.from('%PDF-1.4 fake'), name: '证明材料.zip' })).statusText).toBe('请上传 .zip 格式的压缩包');
    const batch = await checkFile(server, admin, await ledger([person(61)]));
    expect((await confirm(server, admin, batch.data.batchId, { packageFileId: uploaded.data.fileId })).status).toBe(0);
    const record = (await post('qua/queryExcelRecord', { pageNum: 1, pageSize: 50 })).data.list.find((row: any) => row.id === batch.data.batchId);
    expect(record.packageFileId).toBe(uploaded.data.fileId);
  });

  it('refuses a zip bomb and a file over 20 MB', async () => {
    // Its directory lies (1 KB): the guard inflates and stops at the cap.
    const inflated = Buffer.alloc(60 * 1024 * 1024);
    const bomb = writeZip([{ name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(inflated), method: 8, crc: crc32(inflated), declared: 1024 }]);
    const refused = await multipart(server, admin, 'fastdfs/standBookUpload', {}, { bytes: bomb, name: '台账.xlsx' });
    expect(refused.statusText).toBe('文件内容过大，每次最多导入50000行');
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(21 * 1024 * 1024)]);
    const tooBig = await multipart(server, admin, 'fastdfs/standBookUpload', {}, { bytes: big, name: '台账.xlsx' });
    expect([tooBig.httpStatus, tooBig.statusText]).toEqual([413, '文件大小不能超过20MB']);
  });
});

describe('qua/exportQuaList', () => {
  it('answers the rows of a search as a workbook, ID numbers masked as on the screen', async () => {
    const listed = (await post('qua/queryQuaList', { institution: '测试证券', pageNum: 1, pageSize: 100 }, viewer)).data.list;
    const answer = await server.app.inject({
      method: 'POST',
      url: `${server.base}qua/exportQuaList`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', token: viewer },
      payload: JSON.stringify({ institution: '测试证券' }),
    });
    const { rows } = await sheetValues(answer.rawPayload);
    expect(rows[0]).toEqual(['姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期', '更新时间']);
    expect(rows.slice(1)).toEqual(listed.map((row: any) => [row.name, row.idCard, row.certNo, row.category, row.institution, row.obtainedOn, row.updatedAt]));
    expect(rows.length).toBeGreaterThan(1);
    expect(String(rows[1][1])).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
  });
});

describe('qua/exportExcelRecord and qua/exportHistoryRecord', () => {
  const exported = async (path: string, body: Record<string, unknown>, token = viewer) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `${server.base}${path}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', token },
      payload: JSON.stringify(body),
    });
    return { answer, rows: answer.statusCode === 200 && !answer.headers['content-type']?.toString().includes('json') ? (await sheetValues(answer.rawPayload)).rows : [] };
  };

  it('export the import records of a search: the listed rows, states named as on the screen', async () => {
    const listed = (await post('qua/queryExcelRecord', { fileName: '季度', pageNum: 1, pageSize: 100 }, viewer)).data.list;
    const { rows } = await exported('qua/exportExcelRecord', { fileName: '季度' });
    expect(rows[0]).toEqual(['导入批次', '文件名称', '状态', '总行数', '有效行', '错误行', '新增', '更新', '未变化', '导入人', '上传时间', '确认人', '确认时间']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[5], row[10]])).toEqual(listed.map((row: any) => [row.id, row.fileName, '已导入', row.errorRows, row.checkedAt]));
    expect(listed.length).toBe(2);
  });

  it('export the history of one import: every change, what it set, ID numbers masked', async () => {
    const batch = (await post('qua/queryExcelRecord', { fileName: '第二季度', pageNum: 1, pageSize: 10 }, viewer)).data.list[0];
    const listed = (await post('qua/queryHistoryRecord', { batchId: batch.id, pageNum: 1, pageSize: 100 }, viewer)).data;
    const { rows } = await exported('qua/exportHistoryRecord', { batchId: batch.id });
    expect(rows[0]).toEqual(['变更时间', '变更', '姓名', '身份证号码', '证书编号', '变更内容', '导入批次', '导入人']);
    expect(rows.length - 1).toBe(listed.total);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[6]])).toEqual(
      listed.list.map((row: any) => [row.createdAt, row.name, row.idCard, row.certNo, `#${batch.id} ${batch.fileName}`]),
    );
    const moved = listed.list.find((row: any) => row.change === 2 && row.before.institution !== row.after.institution);
    const movedRow = rows.find((row) => row[4] === moved.certNo)!;
    expect(movedRow[1]).toBe('更新');
    expect(movedRow[5]).toBe(`任职机构：${moved.before.institution} → ${moved.after.institution}`);
    expect(String(movedRow[3])).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
    // The importer by name, as the import records name them, not by login name.
    expect(new Set(listed.list.map((row: any) => row.appliedBy))).toEqual(new Set(['系统管理员']));
    expect(new Set(rows.slice(1).map((row) => row[7]))).toEqual(new Set(['系统管理员']));
  });

  it('are refused without the menu, and a bad filter is refused in Chinese', async () => {
    const outsider = (await loginWithGrants(server, 'qua_outsider', { 1: ['list'] })).token;
    const refused = await exported('qua/exportHistoryRecord', {}, outsider);
    expect(refused.answer.json().statusText).toBe('您没有该功能的访问权限');
    expect((await exported('qua/exportHistoryRecord', { batchId: 'x' })).answer.json().statusText).toBe('导入批次不存在');
  });
});

describe('quaDataOrigin', () => {
  it('saves over the version read; a stale save and an empty origin are refused', async () => {
    const read = (await post('quaDataOrigin/queryQuaDataOriginInfo', {}, viewer)).data;
    expect(read.origin).toBe('中国证券业协会从业人员资格登记');
    const saved = await post('quaDataOrigin/updateQuaDataOriginInfo', { origin: '协会从业人员管理系统', note: '每周更新', version: read.version });
    expect([saved.statusText, saved.data.origin, saved.data.version]).toEqual(['保存成功', '协会从业人员管理系统', read.version + 1]);
    // Who saved it, by name as the console names users, not by login name.
    expect(saved.data.updatedBy).toBe('系统管理员');
    expect((await post('quaDataOrigin/updateQuaDataOriginInfo', { origin: '旧', version: read.version })).statusText).toBe('该记录已被他人修改，请刷新后重试');
    expect((await post('quaDataOrigin/updateQuaDataOriginInfo', { origin: ' ', version: read.version + 1 })).statusText).toBe('请填写数据来源');
    expect((await post('quaDataOrigin/updateQuaDataOriginInfo', { origin: '无权', version: read.version + 1 }, viewer)).statusText).toBe('您没有该操作的权限');
  });
});
