/**
 * Issue 34, finding 4 (docs/qualification.md "Full ID numbers"): the lists mask ID numbers, so nothing else
 * may hand them out. The uploaded ledger and the certificate package go only to importers (53 新增), by
 * every path that could serve their id; a dry run with a wrong name says that it is wrong, never what the
 * register holds, in its answer, its error workbook and the import records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { checkFile, confirm, download, ledger, multipart, person, sheetValues } from '../../features/qualification/testing/fixtures';
import { writeZip, stored } from './zipParts';

const FORBIDDEN = '原始台账和证明材料含完整身份证号码，仅有资格查询“新增”（导入）权限的角色可以下载';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let admin: string;
/** The register holds this person under a name no other test uses. */
const registered = { ...person(900), name: '欧阳登记' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const first = await checkFile(server, admin, await ledger([registered]));
  expect((await confirm(server, admin, first.data.batchId)).status).toBe(0);
});

afterAll(async () => {
  await server?.close();
});

describe('the original ledger and the certificate package', () => {
  let files: { source: string; errors: string; package: string };
  let bytes: { source: Buffer; package: Buffer };

  beforeAll(async () => {
    bytes = { source: await ledger([person(901), { ...person(902), certNo: 'bad' }]), package: writeZip([stored('证书扫描件.txt', person(901).idCard)]) };
    const source = await multipart(server, admin, 'fastdfs/standBookUpload', {}, { bytes: bytes.source, name: '台账.xlsx' });
    const checked = await multipart(server, admin, 'excel/import', { fileId: source.data.fileId });
    const zip = await multipart(server, admin, 'fastdfs/onlyUploadFile', {}, { bytes: bytes.package, name: '证明材料.zip', type: 'application/zip' });
    expect((await confirm(server, admin, checked.data.batchId, { packageFileId: zip.data.fileId })).status).toBe(0);
    files = { source: source.data.fileId, errors: checked.data.errorFileId, package: zip.data.fileId };
  });

  it('are refused to a role holding only 53 列表, and to one holding every unit but 新增, by every download path', async () => {
    const lister = (await loginWithGrants(server, 'qua_lister', { 53: ['list'] })).token;
    const manager = (await loginWithGrants(server, 'qua_manager', { 53: ['list', 'detail', 'modify', 'delete', 'enable'] })).token;
    // The import record names the files to a lister: the ids are no secret, the bytes are.
    const record = (await call(server, 'POST', 'qua/queryExcelRecord', { token: lister, body: { pageNum: 1, pageSize: 50 } })).data.list.find((row: any) => row.fileId === files.source);
    expect([record.packageFileId, record.errorFileId]).toEqual([files.package, files.errors]);
    for (const token of [lister, manager]) {
      for (const fileId of [files.source, files.package]) {
        const refused = await download(server, token, 'fastdfs/standBookDownload', { fileId });
        expect(refused.headers['content-type']).toMatch(/json/);
        expect(refused.json()).toEqual({ status: 403, data: null, statusText: FORBIDDEN });
        // The generic file service keeps other files: it has none under this id, to anyone.
        for (const caller of [token, admin]) {
          const generic = await download(server, caller, 'fastdfs/downloadfiles', { fileId });
          expect([generic.statusCode, generic.json().statusText]).toEqual([404, '文件不存在']);
        }
      }
      const errors = await download(server, token, 'fastdfs/standBookDownload', { fileId: files.errors });
      expect([errors.statusCode, errors.headers['content-type']]).toEqual([200, XLSX]);
      // The problem row's own cells follow, its ID number masked as the register's search shows it.
      const bad = person(902);
      expect((await sheetValues(errors.rawPayload)).rows).toEqual([
        ['行号', '列', '原因', '姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期'],
        [
          3,
          '证书编号',
          '证书编号格式不正确（应为1位大写字母加13位数字，如S0010120010001）',
          bad.name,
          `${bad.idCard.slice(0, 6)}********${bad.idCard.slice(-4)}`,
          'BAD',
          bad.category,
          bad.institution,
          bad.obtainedOn,
        ],
      ]);
    }
  });

  it('go to the importers (53 新增) byte for byte', async () => {
    const importer = (await loginWithGrants(server, 'qua_importer', { 53: ['list', 'add'] })).token;
    const onlyAdd = (await loginWithGrants(server, 'qua_only_add', { 53: ['add'] })).token;
    for (const token of [importer, onlyAdd]) {
      const source = await download(server, token, 'fastdfs/standBookDownload', { fileId: files.source });
      expect([source.statusCode, source.headers['content-type']]).toEqual([200, XLSX]);
      expect(Buffer.compare(source.rawPayload, bytes.source)).toBe(0);
      const zip = await download(server, token, 'fastdfs/standBookDownload', { fileId: files.package });
      expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);
      expect(Buffer.compare(zip.rawPayload, bytes.package)).toBe(0);
    }
  });
});

describe('a dry run with a wrong name', () => {
  it('says the name does not match the register, and nowhere what the register holds', async () => {
    const viewer = (await loginWithGrants(server, 'qua_reader', { 53: ['list', 'detail'] })).token;
    const impostor = { ...person(910), idCard: registered.idCard, name: '张冒名' };
    const takenCert = { ...person(911), certNo: registered.certNo };
    const answer = await checkFile(server, admin, await ledger([person(912), impostor, takenCert]), '冒名台账.xlsx');
    expect(answer.data.errors).toEqual([
      { row: 3, column: '姓名', reason: '姓名与登记簿中该身份证号码的登记信息不一致' },
      { row: 4, column: '证书编号', reason: '证书编号已登记在其他身份证号码下' },
    ]);
    const told = JSON.stringify(answer);
    expect(told).not.toContain(registered.name);
    expect(told).not.toContain(registered.idCard);

    const workbook = await download(server, viewer, 'fastdfs/standBookDownload', { fileId: answer.data.errorFileId });
    const cells = JSON.stringify((await sheetValues(workbook.rawPayload)).rows);
    expect(cells).toContain('姓名与登记簿中该身份证号码的登记信息不一致');
    expect(cells).not.toContain(registered.name);
    expect(cells).not.toContain(registered.idCard);

    const records = await call(server, 'POST', 'qua/queryExcelRecord', { token: viewer, body: { fileName: '冒名台账', pageNum: 1, pageSize: 10 } });
    expect(records.data.list.map((row: any) => [row.id, row.errorRows])).toEqual([[answer.data.batchId, 2]]);
    const exported = await server.app.inject({
      method: 'POST',
      url: `${server.base}qua/exportExcelRecord`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', token: viewer },
      payload: JSON.stringify({ fileName: '冒名台账' }),
    });
    const exportedCells = JSON.stringify((await sheetValues(exported.rawPayload)).rows);
    expect(exportedCells).toContain('冒名台账.xlsx');
    expect(exportedCells).not.toContain(registered.name);
  });
});
