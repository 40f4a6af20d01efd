/**
 * Rules that must hold with several server processes on one PostgreSQL
 * (issue 21 §8): two real server processes (`node dist-server/index.mjs`) on one
 * database take parallel conflicting writes, half each, and the rule holds:
 * one of overlapping ability levels is stored, one of two roles with one
 * code, and a burst of wrong passwords meets the captcha threshold once. Both start at the same moment on
 * the fresh database: one prepares it under the start-up lock, and the demo data is there once.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE, JSON_HEADERS } from '../../bench/serverLogin';
import { useTwoServers, type Answer } from './twoServers';
import { encryptPassword } from '../server/helpers';
import { openDatabase } from '../../server/db/client';
import { ResourceStore } from '../../server/resources/store';
import { WRITE_RULES } from '../../server/resources/rules';
import type { WriteRule } from '../../server/resources/rules/writeRule';
import abilityLevel from '../../resources/ability/abilityLevel';
import { resources } from '../../resources';

const { post, servers, databaseUrl, scalar } = useTwoServers('two_processes');
const call = (index: number, path: string, body: unknown, token?: string) => post(index, path, body, API_BASE, token);

/** `count` calls of `make(i)`, sent at once, alternately to the two processes. */
const burst = (count: number, make: (index: number) => Promise<Answer>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe('two server processes on one PostgreSQL', () => {
  it('start together on a fresh database, which holds the demo data once', async () => {
    expect(await scalar('SELECT count(*)::int AS n FROM sys_user')).toBe(2);
    expect(await scalar('SELECT count(*)::int AS n FROM qua_import_batch')).toBe(2);
    expect(await scalar('SELECT count(*)::int AS n FROM product_chart')).toBe(1);
    expect(await scalar("SELECT count(*)::int AS n FROM sys_app_setting WHERE key IN ('qualificationDemo', 'productChartDemo')")).toBe(2);
    for (const index of [0, 1]) expect((await call(index, 'business/associationProductChart/queryAssociationProductChartDetail', {})).data.title).toBe('协会产品图谱');
  });

  it('store one of eight overlapping ability levels', async () => {
    // The seeded top level reaches the highest score: it ends lower, leaving room above it.
    const levels = (await call(0, 'ability/abilityLevelManage/queryAbilityLevelManageList', { pageSize: 100 })).data.list as Array<{ id: number; version: number; maxScore: number }>;
    const top = levels.reduce((highest, level) => (level.maxScore > highest.maxScore ? level : highest));
    expect((await call(0, 'ability/abilityLevelManage/updateAbilityLevelManageData', { id: top.id, version: top.version, maxScore: 99_999 })).status).toBe(0);
    const answers = await burst(8, (index) =>
      call(index % 2, 'ability/abilityLevelManage/addAbilityLevelManageData', { levelName: `并发等级${index}`, minScore: 900_000, maxScore: 900_100, orderSeq: 900 + index, enabled: 1 }),
    );
    expect(
      answers.filter((answer) => answer.status === 0),
      JSON.stringify(answers.map((answer) => answer.statusText)),
    ).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText.startsWith('积分区间与等级'))).toHaveLength(7);
    const stored = await call(0, 'ability/abilityLevelManage/queryAbilityLevelManageList', { levelName: '并发等级', pageSize: 20 });
    expect(stored.data.total).toBe(1);
  });

  it('store one of eight roles with one code', async () => {
    const answers = await burst(8, (index) => call(index % 2, 'role/addRole', { code: 'twin_role', name: `孪生角色${index}`, permissions: [{ menuId: 9, dataUnits: ['list'] }] }));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusText === '角色编码已存在')).toHaveLength(7);
  });

  it('let no more wrong passwords of an account through than the captcha threshold, across both', async () => {
    const keys = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const response = await fetch(`${servers[index % 2].url}${API_BASE}fastdfs/rsa/getPublicKey`, { headers: JSON_HEADERS });
        return ((await response.json()) as { data: string }).data;
      }),
    );
    const answers = await burst(12, (index) => call(index % 2, 'user/login', { loginName: 'editor', loginPwd: encryptPassword(keys[index], 'Wrong@0000'), rsaPublicKey: keys[index] }, ''));
    const checked = answers.filter((answer) => answer.statusText === '用户名或密码错误');
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.statusText === '请输入图形验证码')).toHaveLength(12 - checked.length);
  });
});

describe('two database pools on one PostgreSQL, the rule made slow', () => {
  it('let one of two overlapping ability levels through: the rule holds its lock until the write commits', async () => {
    // Two pools are what two processes are to the database; the rule waits, so without the lock both would pass.
    const pools = [await openDatabase({ databaseUrl: databaseUrl() }), await openDatabase({ databaseUrl: databaseUrl() })];
    const rules = WRITE_RULES as Record<string, WriteRule>;
    const rule = rules[abilityLevel.name];
    // The first write through the rule holds on until the other is seen waiting for a lock (or, were there no
    // lock, has come through the rule too): the overlap is made, not hoped for within a fixed pause.
    let through = 0;
    rules[abilityLevel.name] = async (input) => {
      const answer = await rule(input);
      through += 1;
      await expect.poll(async () => through >= 2 || (await scalar('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')) > 0, { timeout: 10_000, interval: 20 }).toBe(true);
      return answer;
    };
    try {
      const stores = pools.map((database) => new ResourceStore(database.db, abilityLevel, resources));
      const results = await Promise.allSettled(
        stores.map((store, index) => store.create({ levelName: `慢规则等级${index}`, minScore: 950_000, maxScore: 950_100, orderSeq: 950 + index, enabled: 1 })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.statusText).toMatch(/^积分区间与等级“慢规则等级\d”（950000–950100分）重叠，请调整$/);
    } finally {
      rules[abilityLevel.name] = rule;
      await Promise.all(pools.map((database) => database.close()));
    }
  });
});
