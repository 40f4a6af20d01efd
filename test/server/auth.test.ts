/** Public key and login (spec section 7 "Users and roles", section 8 envelope). */
import crypto from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, encryptPassword, freshKey, login, startTestServer, type TestServer } from './helpers';
import { users } from '../../server/db/schema';
import { generateKeyPair, toBase64Der } from '../../server/auth/rsa';

const BAD_CREDENTIALS = '用户名或密码错误';
const ALL_SECTIONS = [4, 48, 50, 8, 12, 43, 38, 15, 52, 1, 56, 63, 57];
const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

interface MenuItem {
  menuId: number;
  menuName: string;
  dataUnits: string[];
  children: MenuItem[];
}

const countNodes = (items: MenuItem[]): number => items.reduce((sum, item) => sum + 1 + countNodes(item.children), 0);

let server: TestServer;
/** A key for the calls that never reach the key check (a bad login name); a login spends its own fresh key. */
let publicKey: string;

// Rate limits are covered in rateLimit.test.ts: here they must not get in the way.
const GENEROUS = { windowMs: 60_000, captchaAfter: 1000, addressCaptchaAfter: 1000, lockAfter: 1000 };

/** A login with `loginPwd` as sent, under a fresh key (or the key `loginPwd` was made with). */
const loginWithCipher = async (loginName: string, loginPwd: string | ((key: string) => string)) => {
  const rsaPublicKey = await freshKey(server);
  return call(server, 'POST', 'user/login', { body: { loginName, loginPwd: typeof loginPwd === 'string' ? loginPwd : loginPwd(rsaPublicKey), rsaPublicKey } });
};

beforeAll(async () => {
  server = await startTestServer({ limits: GENEROUS });
  publicKey = (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data;
});

afterAll(async () => {
  await server?.close();
});

describe('fastdfs/rsa/getPublicKey', () => {
  it('answers the public key as a base64 DER string in the envelope', async () => {
    const answer = await call(server, 'GET', 'fastdfs/rsa/getPublicKey');
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(0);
    expect(typeof answer.data).toBe('string');
    expect(answer.data).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(answer.data).not.toContain('BEGIN');
    const key = crypto.createPublicKey({ key: Buffer.from(answer.data, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});

describe('user/login', () => {
  it('answers the token, the menu tree and the user with the right password', async () => {
    const answer = await login(server, 'admin', 'Admin@2026');
    expect(answer.status).toBe(0);
    expect(answer.data.token).toEqual(expect.any(String));
    expect(answer.data.token.length).toBeGreaterThanOrEqual(32);
    expect(answer.data).toMatchObject({ cnName: '系统管理员', phone: '13800000001', roleCode: 'admin', loginName: 'admin' });
    expect(answer.data.id).toEqual(expect.any(Number));
    // The first-login flag aside, nothing of the password travels back.
    expect(JSON.stringify({ ...answer.data, mustChangePassword: undefined })).not.toMatch(/password/i);
    expect(answer.data.mustChangePassword).toBe(false);
    const first = answer.data.menuList[0] as MenuItem;
    expect(Object.keys(first).sort()).toEqual(['children', 'dataUnits', 'menuId', 'menuName']);
    expect(first).toMatchObject({ menuId: 4, menuName: '门户管理' });
    expect(first.dataUnits).toEqual([]);
    expect(first.children[0]).toEqual({ menuId: 5, menuName: '轮播图管理', dataUnits: ALL_UNITS, children: [] });
  });

  it('gives each login its own token', async () => {
    const one = await login(server, 'admin', 'Admin@2026');
    const two = await login(server, 'admin', 'Admin@2026');
    expect(one.data.token).not.toBe(two.data.token);
  });

  it('gives the administrator all 13 sections with their children', async () => {
    const answer = await login(server, 'admin', 'Admin@2026');
    const menuList = answer.data.menuList as MenuItem[];
    expect(menuList.map((item) => item.menuId)).toEqual(ALL_SECTIONS);
    expect(menuList.find((item) => item.menuId === 1)!.children.map((item) => item.menuId)).toEqual([2, 54, 47, 17, 22, 60, 79]);
    expect(menuList.find((item) => item.menuId === 56)!.children).toEqual([]);
    expect(countNodes(menuList)).toBe(72);
  });

  it('gives the editor exactly sections 48 and 12 with their children', async () => {
    const answer = await login(server, 'editor', 'Editor@2026');
    expect(answer.status).toBe(0);
    expect(answer.data.roleCode).toBe('editor');
    expect(answer.data.menuList).toEqual([
      {
        menuId: 48,
        menuName: '资讯管理',
        dataUnits: [],
        children: [
          { menuId: 9, menuName: '新闻管理', dataUnits: ALL_UNITS, children: [] },
          { menuId: 23, menuName: '协会之窗', dataUnits: ALL_UNITS, children: [] },
          { menuId: 49, menuName: '市场资讯', dataUnits: ALL_UNITS, children: [] },
        ],
      },
      {
        menuId: 12,
        menuName: '互动管理',
        dataUnits: [],
        children: [
          { menuId: 13, menuName: '常见问题', dataUnits: ALL_UNITS, children: [] },
          { menuId: 14, menuName: '问题与反馈', dataUnits: ALL_UNITS, children: [] },
          { menuId: 55, menuName: '意见反馈', dataUnits: ALL_UNITS, children: [] },
        ],
      },
    ]);
  });

  it('refuses a wrong password with status -1 and no token', async () => {
    const answer = await login(server, 'admin', 'Admin@2027');
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
    expect(answer.data).toBeNull();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const answer = await login(server, 'nobody', 'Admin@2026');
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });

  it("refuses another user's password", async () => {
    const answer = await login(server, 'editor', 'Admin@2026');
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });

  it('refuses the plain MD5 sent without RSA', async () => {
    const md5 = crypto.createHash('md5').update('Admin@2026').digest('hex');
    const answer = await loginWithCipher('admin', md5);
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });

  it.each([
    ['random base64 of the key length', crypto.randomBytes(256).toString('base64')],
    ['short random base64', crypto.randomBytes(16).toString('base64')],
    ['base64 of nothing', '===='],
    ['longer than the modulus', crypto.randomBytes(400).toString('base64')],
    ['not base64', '!!!这不是密文###'],
    ['a valid ciphertext with one byte changed', 'TAMPER'],
  ])('answers a bad ciphertext (%s) like a wrong password, never a 5xx', async (_label, cipher) => {
    const tampered = (key: string) => {
      const bytes = Buffer.from(encryptPassword(key, 'Admin@2026'), 'base64');
      bytes[100] ^= 0x01;
      return bytes.toString('base64');
    };
    const answer = await loginWithCipher('admin', cipher === 'TAMPER' ? tampered : cipher);
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });

  it('refuses an empty or oversized password field with a Chinese message, never a 5xx', async () => {
    const empty = await loginWithCipher('admin', '');
    expect(empty.httpStatus).toBe(200);
    expect(empty.status).toBe(-1);
    expect(empty.statusText).toBe('请输入密码');
    const huge = await loginWithCipher('admin', 'A'.repeat(5000));
    expect(huge.httpStatus).toBe(200);
    expect(huge.status).toBe(-1);
    expect(huge.statusText).toBe('密码不能超过1024个字符');
    const notText = await call(server, 'POST', 'user/login', { body: { loginName: 'admin', loginPwd: 12345 } });
    expect(notText.status).toBe(-1);
    expect(notText.statusText).toBe('密码格式不正确');
  });

  it('refuses a password encrypted with a key the server never issued like a wrong password', async () => {
    const foreign = toBase64Der(generateKeyPair().publicKey);
    const answer = await call(server, 'POST', 'user/login', {
      body: { loginName: 'admin', loginPwd: encryptPassword(foreign, 'Admin@2026'), rsaPublicKey: foreign },
    });
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
    expect(answer.data).toBeNull();
  });

  it('accepts its key with line breaks', async () => {
    const key = await freshKey(server);
    const answer = await call(server, 'POST', 'user/login', {
      body: { loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key.replace(/(.{64})/g, '$1\n') },
    });
    expect(answer.status).toBe(0);
  });

  it.each([
    ['absent', {}],
    ['empty', { loginName: '' }],
    ['null', { loginName: null }],
  ])('asks for the login name when it is %s', async (_label, name) => {
    const answer = await call(server, 'POST', 'user/login', {
      body: { ...name, loginPwd: encryptPassword(publicKey, 'Admin@2026'), rsaPublicKey: publicKey },
    });
    expect(answer.status).toBe(-1);
    expect(answer.statusText).toBe('请输入用户名');
  });

  it('refuses a login name that is not text or too long', async () => {
    const loginPwd = encryptPassword(publicKey, 'Admin@2026');
    const number = await call(server, 'POST', 'user/login', { body: { loginName: 42, loginPwd } });
    expect(number.statusText).toBe('用户名格式不正确');
    const long = await call(server, 'POST', 'user/login', { body: { loginName: 'a'.repeat(65), loginPwd } });
    expect(long.statusText).toBe('用户名不能超过64个字符');
  });

  it('matches the login name regardless of case and surrounding spaces', async () => {
    const upper = await login(server, 'ADMIN', 'Admin@2026');
    expect(upper.status).toBe(0);
    expect(upper.data.loginName).toBe('admin');
    const mixed = await login(server, '  EdItOr ', 'Editor@2026');
    expect(mixed.status).toBe(0);
    expect(mixed.data.cnName).toBe('内容编辑');
  });

  it('does not make the password case-insensitive', async () => {
    const answer = await login(server, 'admin', 'admin@2026');
    expect(answer.statusText).toBe(BAD_CREDENTIALS);
  });
});

describe('stored passwords', () => {
  it('keeps only an scrypt string that contains neither the password nor its MD5', async () => {
    const rows = await server.services.db.select({ loginName: users.loginName, passwordHash: users.passwordHash }).from(users);
    const demo = [
      { loginName: 'admin', password: 'Admin@2026' },
      { loginName: 'editor', password: 'Editor@2026' },
    ];
    for (const { loginName, password } of demo) {
      const stored = rows.find((row) => row.loginName === loginName)!.passwordHash;
      const md5 = crypto.createHash('md5').update(password).digest('hex');
      const parts = stored.split('$');
      expect(parts[0]).toBe('scrypt');
      expect(parts).toHaveLength(6);
      expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
      expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
      expect(stored).not.toContain(password);
      expect(stored.toLowerCase()).not.toContain(md5);
      expect(stored).not.toContain(Buffer.from(md5, 'hex').toString('base64'));
    }
    const salts = rows.map((row) => row.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});

describe('disabled accounts', () => {
  it('refuses a disabled user with the right password, and hides the state behind a wrong one', async () => {
    await server.services.db.update(users).set({ status: 0 }).where(eq(users.loginName, 'editor'));
    try {
      const right = await login(server, 'editor', 'Editor@2026');
      expect(right.status).toBe(-1);
      expect(right.statusText).toBe('账号已停用，请联系管理员');
      expect(right.data).toBeNull();
      const wrong = await login(server, 'editor', 'Wrong@2026');
      expect(wrong.statusText).toBe(BAD_CREDENTIALS);
    } finally {
      await server.services.db.update(users).set({ status: 1 }).where(eq(users.loginName, 'editor'));
    }
    const again = await login(server, 'editor', 'Editor@2026');
    expect(again.status).toBe(0);
  });
});
