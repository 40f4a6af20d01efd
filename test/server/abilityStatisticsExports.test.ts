/**
 * The ability statistics exports (menu 42; docs/ability-statistics.md "Exports") read back with exceljs. They read
 * like the statistics exports: the title, 导出时间 on the server's clock, 筛选条件 in words (names looked up by
 * id, the choices as the screen words them, 无 when nothing filters) and the 口径 rows; then the screen's column
 * titles in bold and every row of the list, in the list's order, verdicts in words and formula-like text quoted.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_APP_CALLS, ABILITY_COLUMN_LABELS, ABILITY_TABLES, type AbilityTable } from '../../features/abilityStatistics/contract/statistics';
import { DEMO_STAFF_UNITS } from '../../resources/memberService/memberUnit.demo';
import { loginToken, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';
import { addDays, beijingDay as dayOf } from '../../server/days';
import { appPost } from '../../features/questionnaire/testing/fixtures';
import {
  allRows,
  answersFor,
  assessmentCall,
  bankQuestions,
  levelIdOf,
  newStaff,
  startChallenge,
  statExport,
  statPost,
  submitChallenge,
  wrongAnswer,
  type BankQuestion,
} from '../../features/abilityStatistics/testing/fixtures';

let server: TestServer;
let admin: string;
let bank: BankQuestion[];
const UNIT = DEMO_STAFF_UNITS[0];
/** 10:17 in Beijing on the run's day: the demo activity is dated back from the run's day, the minute is the test's. */
const today = dayOf(new Date());
const clock = new TestClock(`${today}T02:17:00Z`);
const ids = { learner: 0, challenger: 0, levelId: 0, assessmentId: 0, typeId: 0 };
let typeName = '';

const labels = (table: AbilityTable) => (ABILITY_TABLES[table] as readonly (keyof typeof ABILITY_COLUMN_LABELS)[]).map((key) => ABILITY_COLUMN_LABELS[key]);

/** The export's sheet: its name, every row's texts, where the column titles are and whether they are bold. */
const exported = async (name: string, query: Record<string, string | number>, table: AbilityTable, token = admin) => {
  const file = await statExport(server, token, name, Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])));
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  // Every row, blank or not (eachRow would skip a blank one, which the layout must not have).
  for (let number = 1; number <= sheet.rowCount; number += 1) rows.push(labels(table).map((_, index) => String(sheet.getRow(number).getCell(index + 1).value ?? '')));
  const header = rows.findIndex((row) => row.join() === labels(table).join());
  expect(header).toBeGreaterThan(2);
  return { name: sheet.name, file, rows, head: rows.slice(0, header).map((row) => row[0]), bold: sheet.getRow(header + 1).font?.bold, data: rows.slice(header + 1) };
};

/** The list's rows as the sheet writes them: verdicts in words, blanks for null, formula-like text quoted. */
const asSheet = (table: AbilityTable, rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    (ABILITY_TABLES[table] as readonly string[]).map((key) => {
      const value = row[key];
      if (value === null || value === undefined) return '';
      if (typeof value === 'boolean') return key === 'passed' ? (value ? '通过' : '未通过') : value ? '是' : '否';
      return /^[=+\-@]/.test(String(value)) ? `'${value}` : String(value);
    }),
  );

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  bank = (await bankQuestions(server)).filter((question) => question.enabled === 1);
  ids.typeId = bank[0].businessTypeId;
  typeName = (await statPost(server, admin, 'queryQuestionStatisticsList', {})).data.businessTypes.find((type: { id: number }) => type.id === ids.typeId).name;
  // Two learners of one business type, one named like a formula.
  const typed = bank.filter((question) => question.businessTypeId === ids.typeId);
  for (const [mobile, name] of [
    ['13912350001', '导出学员'],
    ['13912350002', '=SUM(1)导出'],
  ]) {
    const who = await newStaff(server, UNIT, mobile, name);
    ids.learner ||= who.appUserId;
    const records = [typed[0], typed[1] ?? typed[0]].map((question, index) => ({ questionId: question.id, answer: index === 0 ? question.answer : wrongAnswer(question), seconds: 30 }));
    expect(await appPost(server, ABILITY_APP_CALLS.study, { ...who, records })).toMatchObject({ status: 0 });
  }
  // A challenger who fails 初级 and then passes it.
  const challenger = await newStaff(server, UNIT, '13912350011', '导出闯关');
  ids.challenger = challenger.appUserId;
  ids.levelId = await levelIdOf(server, admin, '初级');
  for (const right of [4, 6]) {
    const started = await startChallenge(server, challenger, ids.levelId);
    const questionIds = started.data.questions.map((question: { questionId: number }) => question.questionId);
    expect(await submitChallenge(server, challenger, started.data.attemptId, answersFor(bank, questionIds, right))).toMatchObject({ status: 0 });
  }
  // An assessment one person passes and one fails.
  const questions = bank.slice(0, 4).map((question) => question.id);
  ids.assessmentId = (await assessmentCall(server, admin, 'create', { code: 'export-assess', title: '导出团队考核', questionIds: questions })).data.id;
  for (const [mobile, name, right] of [
    ['13912350021', '导出甲', 4],
    ['13912350022', '导出乙', 1],
  ] as const) {
    const who = await newStaff(server, UNIT, mobile, name);
    expect(await appPost(server, ABILITY_APP_CALLS.assessment, { ...who, assessmentCode: 'export-assess', answers: answersFor(bank, questions, right), seconds: 100 })).toMatchObject({ status: 0 });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('the header rows', () => {
  it('the title, 导出时间 on the server’s clock, 无 when nothing filters, the 口径 rows, then the bold column titles', async () => {
    const sheet = await exported('exportQuestionStatisticsInfo', {}, 'question');
    expect(sheet.name).toBe('题库统计');
    expect(sheet.head.slice(0, 3)).toEqual(['题库统计', `导出时间：${today} 10:17`, '筛选条件：无']);
    // No blank row: every row between the filter and the column titles is a definition.
    expect(sheet.head.slice(3).length).toBeGreaterThan(0);
    expect(sheet.head.slice(3).every((line) => line.startsWith('口径：'))).toBe(true);
    expect(sheet.head).toContain('口径：正确率 = 答对次数 ÷ 答题次数 × 100');
    expect(sheet.bold).toBe(true);
  });

  it('keeps the one decimal of a rate or an average in the cell’s format, counts as whole numbers', async () => {
    const file = await statExport(server, admin, 'exportLevelStatisticsInfo', {});
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.payload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = sheet.getColumn(1).values.findIndex((value) => value === ABILITY_COLUMN_LABELS.rank);
    const row = sheet.getRow(header + 1);
    const column = (key: string) => (ABILITY_TABLES.level as readonly string[]).indexOf(key) + 1;
    expect(typeof row.getCell(column('passRate')).value).toBe('number');
    expect(row.getCell(column('passRate')).numFmt).toBe('0.0');
    expect(row.getCell(column('avgScore')).numFmt).toBe('0.0');
    expect(row.getCell(column('attemptCount')).numFmt).toBeUndefined();
  });

  it('names the file and stamps the sheet with the server’s clock', async () => {
    const start = clock.now();
    clock.advance(3 * 86_400_000 + 95 * 60_000);
    try {
      // Three days on, the session of the other tests has long been idle: a new one.
      const sheet = await exported('exportLevelStatisticsInfo', {}, 'level', await loginToken(server, 'admin', 'Admin@2026'));
      expect(String(sheet.file.headers['content-disposition'])).toContain(`_${addDays(today, 3).replace(/-/g, '')}.xlsx`);
      expect(sheet.head[1]).toBe(`导出时间：${addDays(today, 3)} 11:52`);
    } finally {
      clock.set(start);
    }
  });

  it('names the business type, the searches and the period in words, and the rows are the list’s', async () => {
    const query = { startDate: addDays(today, -1), endDate: today, businessTypeId: ids.typeId, userName: '导出', sortField: 'answerCount', sortOrder: 'desc' };
    const sheet = await exported('exportStudyStatisticsInfo', query, 'study');
    expect(sheet.head[2]).toBe(`筛选条件：统计期间：${addDays(today, -1)} 至 ${today}；业务类型：${typeName}；姓名包含：导出`);
    expect(sheet.head).toContain('口径：正确率 = 答对次数 ÷ 答题次数 × 100');
    const rows = await allRows(server, admin, 'queryStudyStatisticsList', query);
    expect(rows.map((row) => row.userName).sort()).toEqual(['=SUM(1)导出', '导出学员'].sort());
    expect(sheet.data).toEqual(asSheet('study', rows));
    expect(sheet.data.map((row) => row[1])).toContain("'=SUM(1)导出");
  });

  it('leaves out what the table does not filter by', async () => {
    const sheet = await exported('exportQuestionStatisticsInfo', { userName: '导出', passed: 1, startDate: today }, 'question');
    expect(sheet.head[2]).toBe(`筛选条件：统计期间：${today} 起`);
  });

  it('names the drilled user, level and assessment, and the choices as the screen words them', async () => {
    const study = await exported('exportUserStudyDetailInfo', { appUserId: ids.learner }, 'userStudy');
    expect(study.name).toBe('用户学习记录');
    expect(study.head[2]).toBe('筛选条件：统计期间：全部；用户：导出学员');
    expect(study.data).toEqual(asSheet('userStudy', await allRows(server, admin, 'queryUserStudyDetailList', { appUserId: ids.learner })));
    expect(study.data.map((row) => row[5]).sort()).toEqual(['否', '是']);

    const level = await exported('exportUserLevelDetailInfo', { levelId: ids.levelId, passed: 1 }, 'userLevel');
    expect(level.head[2]).toBe('筛选条件：统计期间：全部；是否通过：通过；等级：初级');
    expect(level.data).toEqual(asSheet('userLevel', await allRows(server, admin, 'queryUserLevelDetailList', { levelId: ids.levelId, passed: 1 })));
    const mine = await exported('exportUserLevelDetailInfo', { appUserId: ids.challenger, endDate: today }, 'userLevel');
    expect(mine.head[2]).toBe(`筛选条件：统计期间：截至 ${today}；用户：导出闯关`);
    expect(mine.data.map((row) => [row[1], row[4], row[6]])).toEqual([
      ['导出闯关', '2', '通过'],
      ['导出闯关', '1', '未通过'],
    ]);

    const { assessmentId } = ids;
    const people = await exported('exportJoinEvaluationUserDetailInfo', { assessmentId, passed: 0, institutionName: UNIT.slice(0, 4) }, 'userEvaluation');
    expect(people.name).toBe('团队考核人员参与明细');
    expect(people.head[2]).toBe(`筛选条件：统计期间：全部；所属机构包含：${UNIT.slice(0, 4)}；是否通过：未通过；考核：导出团队考核`);
    expect(people.data.map((row) => [row[0], row[5]])).toEqual([['导出乙', '未通过']]);
    const com = await exported('exportJoinEvaluationComDetailInfo', { assessmentId, participated: 1 }, 'com');
    expect(com.head[2]).toBe('筛选条件：统计期间：全部；是否参与：已参与；考核：导出团队考核');
    expect(com.head).toContain('口径：参与率 = 参与人数（该机构人员提交的答卷数）÷ 从业人员数（当前关联该机构的从业人员APP用户数，不受统计期间限制）× 100');
    expect(com.data).toEqual(asSheet('com', await allRows(server, admin, 'queryJoinEvaluationComDetailList', { assessmentId, participated: 1 })));
    expect(com.data.map((row) => row[0])).toEqual([UNIT]);
  });
});

describe('the rows', () => {
  const RANKINGS: Array<[string, string, AbilityTable, Record<string, string>]> = [
    ['queryQuestionStatisticsList', 'exportQuestionStatisticsInfo', 'question', {}],
    ['queryStudyStatisticsList', 'exportStudyStatisticsInfo', 'study', { sortField: 'answerCount', sortOrder: 'desc' }],
    ['queryLevelStatisticsList', 'exportLevelStatisticsInfo', 'level', {}],
    ['queryEvaluationStatisticsList', 'exportEvaluationStatisticsInfo', 'evaluation', {}],
  ];

  it.each(RANKINGS)('%s: every row of the list (all its pages), in its order, under the screen’s titles', async (list, exportCall, table, query) => {
    const rows = await allRows(server, admin, list, query);
    const sheet = await exported(exportCall, query, table);
    expect(sheet.data).toEqual(asSheet(table, rows));
  });

  it('the people of an assessment, every institution of it, a learner’s every answer', async () => {
    const { assessmentId } = ids;
    const people = await exported('exportJoinEvaluationUserDetailInfo', { assessmentId }, 'userEvaluation');
    expect(people.data.map((row) => [row[0], row[5]])).toEqual([
      ['导出甲', '通过'],
      ['导出乙', '未通过'],
    ]);
    const com = await exported('exportJoinEvaluationComDetailInfo', { assessmentId }, 'com');
    expect(com.data).toEqual(asSheet('com', await allRows(server, admin, 'queryJoinEvaluationComDetailList', { assessmentId })));
    const learner = (await allRows(server, admin, 'queryStudyStatisticsList', {}))[0];
    const study = await exported('exportUserStudyDetailInfo', { appUserId: Number(learner.appUserId) }, 'userStudy');
    expect(study.data).toHaveLength(Number(learner.answerCount));
    expect(study.data.every((row) => row[5] === '是' || row[5] === '否')).toBe(true);
  });

  it('refuses a detail without its row, or with a row that does not exist', async () => {
    expect((await statExport(server, admin, 'exportUserStudyDetailInfo', {})).json()).toMatchObject({ status: -1, statusText: '请选择用户' });
    expect((await statExport(server, admin, 'exportUserStudyDetailInfo', { appUserId: '999999' })).json()).toMatchObject({ status: -1, statusText: 'APP用户不存在' });
    expect((await statExport(server, admin, 'exportJoinEvaluationComDetailInfo', { assessmentId: '999999' })).json()).toMatchObject({ status: -1, statusText: '考核不存在' });
  });
});
