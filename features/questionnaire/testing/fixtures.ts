/** Calls of the questionnaire tests: the questionnaire base, the app base, and workbooks read back with exceljs. */
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { appUsers } from '../../../server/db/schema';
import { call, type TestServer } from '../../../test/server/helpers';
import { appPostAs } from '../../../test/server/appSignIn';
import { unitIdOf } from '../../../test/server/memberUnitHelpers';

export const qPost = (server: TestServer, token: string, path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token, body, base: server.config.questionnaireBase });

export const qGet = (server: TestServer, token: string, path: string, query: Record<string, string> = {}) => call(server, 'GET', path, { token, query, base: server.config.questionnaireBase });

/** An app call by the person `{appUserId, mobile}` in `body`, signed in the app's way (test/server/appSignIn.ts). */
export const appPost = (server: TestServer, path: string, body: Record<string, unknown>, ip = '198.51.100.23') => appPostAs(server, path, body, ip);

/** A questionnaire with one question of every kind (ids assigned by the server). */
export const ALL_KINDS = [
  { kind: 'single', title: '机构类型', required: true, options: [{ label: '证券' }, { label: '基金' }, { label: '期货' }] },
  { kind: 'multiple', title: '关注的业务', required: true, minPicks: 1, maxPicks: 2, options: ['自律规则', '培训', '统计', '资格'] },
  { kind: 'shortText', title: '联系人职务', maxLength: 10 },
  { kind: 'longText', title: '意见建议', maxLength: 50, helpText: '不超过50字' },
  { kind: 'rating', title: '满意度', required: true, scaleMin: 1, scaleMax: 5 },
  { kind: 'matrix', title: '服务评价', required: true, rows: ['培训', '咨询'], columns: ['好', '中', '差'] },
];

/** An answer to an ALL_KINDS questionnaire as the app sends it, by the questions of its detail. */
export const answerFor = (questions: Array<{ id: number; kind: string; options?: { key: string }[]; rows?: { key: string }[]; columns?: { key: string }[] }>, pick = 0) => {
  const byKind = (kind: string) => questions.find((question) => question.kind === kind)!;
  const single = byKind('single');
  const multiple = byKind('multiple');
  const matrix = byKind('matrix');
  return {
    [single.id]: single.options![pick % 3].key,
    [multiple.id]: [multiple.options![0].key, multiple.options![1 + (pick % 3)].key],
    [byKind('shortText').id]: '合规总监',
    [byKind('longText').id]: `建议${pick}`,
    [byKind('rating').id]: 1 + (pick % 5),
    [matrix.id]: { [matrix.rows![0].key]: matrix.columns![0].key, [matrix.rows![1].key]: matrix.columns![pick % 3].key },
  };
};

/** The enabled staff app users of the member unit named `unitName` now, as `{appUserId, mobile}`. */
export const staffOf = async (server: TestServer, unitName: string) =>
  await server.services.db
    .select({ appUserId: appUsers.id, mobile: appUsers.mobile })
    .from(appUsers)
    .where(and(eq(appUsers.memberUnitId, await unitIdOf(server, unitName)), eq(appUsers.userType, 1), eq(appUsers.loginEnabled, 1)))
    .orderBy(asc(appUsers.id));

/** Adds an enabled staff app user of the unit named `unitName` now and answers `{appUserId, mobile}`. */
export const addStaff = async (server: TestServer, unitName: string, mobile: string) => {
  const [row] = await server.services.db
    .insert(appUsers)
    .values({ mobile, realName: '测试填写人', memberUnitId: await unitIdOf(server, unitName), userType: 1 })
    .returning({ appUserId: appUsers.id, mobile: appUsers.mobile });
  return row;
};

/** A downloaded workbook's sheets as rows of cell texts (row 1 the header). */
export const readWorkbook = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    return { name: sheet.name, rows };
  });
};

export const download = async (server: TestServer, token: string, path: string, query: Record<string, string>) => {
  const response = await server.app.inject({ method: 'GET', url: `${server.config.questionnaireBase}${path}`, query, headers: { token, 'x-requested-with': 'XMLHttpRequest' } });
  return { status: response.statusCode, headers: response.headers, payload: response.rawPayload, json: () => response.json() };
};
