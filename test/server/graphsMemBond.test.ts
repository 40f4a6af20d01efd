/**
 * The data charts' member information (menu 64): the members' bond
 * underwriting figures (graphs/graph/queryGraphsMemBondList) and the member
 * list (queryGraphsMemberList) answer their demo rows with search and paging,
 * to holders of menu 64 only; both are read-only with no delete of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';

const BONDS = 'graphs/graph/queryGraphsMemBondList';
const MEMBERS = 'graphs/graph/queryGraphsMemberList';

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('graphs/graph/queryGraphsMemBondList', () => {
  it('pages the bond figures by rank', async () => {
    const first = await post(BONDS, { pageNum: 1, pageSize: 10 });
    expect(first.status).toBe(0);
    expect(first.data.total).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({ unitName: '东方汇通证券股份有限公司', year: 2026, underwritingAmount: 4286.5, underwritingCount: 812, rank: 1 });
    const second = await post(BONDS, { pageNum: 2, pageSize: 10 });
    expect(second.data.list.map((row: { rank: number }) => row.rank)).toEqual([11, 12]);
  });

  it('searches by unit name (a part) and by year', async () => {
    const byName = await post(BONDS, { unitName: '长江' });
    expect(byName.data).toMatchObject({ total: 1, list: [{ unitName: '长江财富证券股份有限公司', rank: 3 }] });
    expect((await post(BONDS, { year: 2026 })).data.total).toBe(12);
    expect((await post(BONDS, { year: '2025' })).data.total).toBe(0);
    expect((await post(BONDS, { year: 1999 })).status).not.toBe(0);
  });

  it('is for holders of menu 64 only', async () => {
    expect((await post(BONDS, {}, editor)).statusText).toBe('您没有该功能的访问权限');
    expect((await call(server, 'POST', BONDS, { body: {} })).status).toBe(401);
  });

  it('has no add, detail, update or delete call of its own', async () => {
    for (const name of ['deleteGraphsMember', 'deleteGraphsMemBond', 'queryDetails', 'updateDetails']) {
      expect((await post(`graphs/graph/${name}`, { id: 1 })).httpStatus, name).toBe(404);
    }
    // graphs/graph/delete stays the charts' own delete: a member row's id is no chart's.
    expect((await post(MEMBERS, { pageSize: 100 })).data.total).toBe(9);
  });
});

describe('graphs/graph/queryGraphsMemberList', () => {
  it('pages and searches the members', async () => {
    const page = await post(MEMBERS, { pageNum: 1, pageSize: 5 });
    expect(page.data.total).toBe(9);
    expect(page.data.list).toHaveLength(5);
    expect((await post(MEMBERS, { memberKind: 3 })).data.list.map((row: { unitName: string }) => row.unitName)).toEqual(['中原恒泰期货有限公司', '海峡融信期货股份有限公司']);
    expect((await post(MEMBERS, {}, editor)).statusText).toBe('您没有该功能的访问权限');
  });
});
