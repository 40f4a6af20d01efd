/**
 * The question bank's Excel files (docs/ability.md): the template
 * (exportQuestionMouldExcel), the import with its per-row report
 * (addBatchQuestionManageData) and the export (exportAbilityQuestionExcel).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loginToken, startTestServer, type TestServer } from './helpers';
import {
  fetchFile,
  goodRow,
  HEADER,
  importFile,
  loginWithUnits,
  NO_MENU,
  NO_UNIT,
  post,
  QUESTION,
  questionCount,
  readBook,
  sheetRows,
  workbook,
} from '../../features/abilityQuestionBank/testing/fixtures';

let server: TestServer;
let admin: string;
let editor: string;
let viewer: string;

const list = async (body: Record<string, unknown>) => (await post(server, admin, `${QUESTION}/queryAbilityQuestionManageList`, { pageNum: 1, pageSize: 100, ...body })).data;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
  viewer = await loginWithUnits(server, 'qi_viewer', ['list', 'detail']);
});

afterAll(async () => {
  await server?.close();
});

describe('exportQuestionMouldExcel', () => {
  it('answers the template: Chinese headers, 填写说明 with one example row', async () => {
    const answer = await fetchFile(server, admin, `${QUESTION}/exportQuestionMouldExcel`);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('能力题目导入模板.xlsx')}`);
    const book = await readBook(answer.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['能力题目', '填写说明']);
    expect(sheetRows(book.worksheets[0])).toEqual([HEADER]);
    const help = sheetRows(book.getWorksheet('填写说明')!);
    expect(help.some((row) => String(row[0]).includes('判断题填“正确”或“错误”'))).toBe(true);
    const headerAt = help.findIndex((row) => row[0] === '业务类型');
    expect(help[headerAt]).toEqual(HEADER);
    expect(help[headerAt + 1].slice(0, 3)).toEqual(['合规风控', '单选题', '证券公司的合规负责人由谁决定聘任？']);
  });

  it('is refused without the add unit or the menu', async () => {
    expect((await fetchFile(server, viewer, `${QUESTION}/exportQuestionMouldExcel`)).json().statusText).toBe(NO_UNIT);
    expect((await fetchFile(server, editor, `${QUESTION}/exportQuestionMouldExcel`)).json().statusText).toBe(NO_MENU);
  });

  it('round-trips: the downloaded template, filled, imports', async () => {
    const book = await readBook((await fetchFile(server, admin, `${QUESTION}/exportQuestionMouldExcel`)).rawPayload);
    const sheet = book.getWorksheet('能力题目')!;
    sheet.addRow(['反洗钱', '判断题', '往返测试：金融机构不得为身份不明的客户提供服务。', '', '', '', '', '', '', '正确', '', '简单', '启用', 200]);
    sheet.addRow(['融资融券', '多选题', '往返测试：融资融券的担保物包括哪些？', '现金', '可充抵保证金证券', '房产', '', '', '', 'A、B', '', '困难', '停用', '']);
    const answer = await importFile(server, admin, Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.data).toEqual({ successCount: 2, failCount: 0, failures: [] });
    const rows = (await list({ stem: '往返测试' })).list;
    expect(rows.map((row: Record<string, unknown>) => [row.businessTypeIdLabel, row.questionType, row.answer, row.optionA, row.enabled, row.orderSeq])).toEqual([
      // In order: a blank 排序 follows the questions stored before the import.
      ['融资融券', 2, 'AB', '现金', 0, 35],
      ['反洗钱', 3, '正确', '正确', 1, 200],
    ]);
  });
});

describe('addBatchQuestionManageData', () => {
  it('imports 1,000 good rows in one go', async () => {
    const before = await questionCount(server);
    const rows = Array.from({ length: 1000 }, (_, index) => goodRow(`批量导入题目第${index + 1}题`));
    const file = await workbook([HEADER, ...rows]);
    const started = performance.now();
    const answer = await importFile(server, admin, file);
    console.info(`import of 1,000 questions: ${Math.round(performance.now() - started)} ms`);
    expect(answer.data).toEqual({ successCount: 1000, failCount: 0, failures: [] });
    expect(await questionCount(server)).toBe(before + 1000);
    expect((await list({ stem: '批量导入题目第1000题' })).list[0]).toMatchObject({ answer: 'B', difficulty: 1, enabled: 1, businessTypeIdLabel: '经纪业务' });
  });

  it('reports each bad row with its number and reason, and imports the others', async () => {
    const before = await questionCount(server);
    const file = await workbook([
      HEADER,
      goodRow('混合导入好题一'),
      ['经纪业务', '单选题', '混合导入坏题：答案无效', '甲', '乙', '', '', '', '', 'C', '', '简单'],
      goodRow('混合导入好题二', '投资银行'),
      ['不存在的类型', '问答题', '', '甲', '', '', '', '', '', '', '', '很难'],
      goodRow('混合导入好题三', '反洗钱'),
      goodRow('混合导入坏题：停用类型', '场外衍生品'),
    ]);
    const answer = await importFile(server, admin, file);
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({
      successCount: 3,
      failCount: 3,
      failures: [
        { row: 3, reason: '答案中的选项C未填写' },
        { row: 5, reason: '业务类型“不存在的类型”不存在；题型须为单选题、多选题、判断题之一；难度须为简单、中等、困难之一；请输入题干；请输入选项B；请输入答案' },
        { row: 7, reason: '业务类型“场外衍生品”已停用' },
      ],
    });
    expect(await questionCount(server)).toBe(before + 3);
    expect((await list({ stem: '混合导入' })).list.map((row: { stem: string }) => row.stem).sort()).toEqual(['混合导入好题一', '混合导入好题三', '混合导入好题二']);
  });

  it('refuses a file that cannot be imported, and callers without the unit', async () => {
    const before = await questionCount(server);
    const cases: Array<[string, Buffer | null, string]> = [
      ['no file', null, '请选择要导入的文件'],
      ['not a zip', Buffer.from('题目,答案\n一,A'), '文件格式不正确，请使用下载的模板（.xlsx）'],
      [
        'missing column',
        await workbook([
          ['业务类型', '题干'],
          ['经纪业务', '缺列'],
        ]),
        '模板不正确：缺少“题型”列',
      ],
      ['header only', await workbook([HEADER]), '文件中没有可导入的数据'],
      ['too large', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5 * 1024 * 1024 + 10)]), '文件大小不能超过5MB'],
    ];
    for (const [label, content, message] of cases) expect((await importFile(server, admin, content)).statusText, label).toBe(message);
    expect((await importFile(server, viewer, await workbook([HEADER, goodRow('无权导入')]))).statusText).toBe(NO_UNIT);
    expect((await importFile(server, editor, await workbook([HEADER, goodRow('无权导入')]))).statusText).toBe(NO_MENU);
    expect(await questionCount(server)).toBe(before);
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => goodRow(`超量${index}`));
    expect((await importFile(server, admin, await workbook([HEADER, ...rows]))).statusText).toBe('每次最多导入5000行');
  });
});

describe('exportAbilityQuestionExcel', () => {
  it('exports the searched questions with Chinese labels and formula-like text neutralised', async () => {
    await post(server, admin, `${QUESTION}/addAbilityQuestionManageInfo`, {
      businessTypeId: 1,
      questionType: 1,
      stem: '导出测试：下列哪项收益率最低？',
      optionA: '-5%',
      optionB: '=1+1',
      answer: 'A',
      difficulty: 2,
      orderSeq: 900,
    });
    const answer = await fetchFile(server, admin, `${QUESTION}/exportAbilityQuestionExcel`, { stem: '导出测试' });
    expect(answer.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E8%83%BD%E5%8A%9B%E9%A2%98%E7%9B%AE_\d{8}\.xlsx/);
    const rows = sheetRows((await readBook(answer.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(HEADER);
    const empty = undefined;
    expect(rows[1]).toEqual(['经纪业务', '单选题', '导出测试：下列哪项收益率最低？', "'-5%", "'=1+1", empty, empty, empty, empty, 'A', empty, '中等', '启用', 900]);
    // The export imports again (the quote before a formula-like text is dropped).
    const copy = new ExcelJS.Workbook();
    const sheet = copy.addWorksheet('能力题目');
    sheet.addRow(rows[0]);
    sheet.addRow([...(rows[1] as ExcelJS.CellValue[]).slice(0, 2), '导出再导入', ...(rows[1] as ExcelJS.CellValue[]).slice(3, -1)]);
    const imported = await importFile(server, admin, Buffer.from(await copy.xlsx.writeBuffer()));
    expect(imported.data.successCount).toBe(1);
    expect((await list({ stem: '导出再导入' })).list[0]).toMatchObject({ optionA: '-5%', optionB: '=1+1' });
  });
});
