/**
 * Rich text and URL fields on save: the stored HTML is the allow-listed one,
 * and a URL field takes only http and https (javascript:, data: and ftp:
 * refused with the field's Chinese message).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let typeId: number;

const news = (name: string, body: Record<string, unknown>) => call(server, 'POST', `business/news/${name}`, { token: admin, body });
const validNews = () => ({ title: '富文本安全测试', newsTypeId: typeId, content: '<p>正文</p>', releaseTime: '2026-05-01T02:00:00.000Z' });
const URL_MESSAGE = '原文链接必须是以 http 或 https 开头的有效网址';

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const types = await call(server, 'POST', 'business/newsType/queryList', { token: admin, body: { pageSize: 100 } });
  typeId = types.data.list[0].id;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('rich text on save', () => {
  it.each([
    ['a script', '<p>甲</p><script>alert(1)</script>', '<p>甲</p>'],
    ['an image with onerror', '<p><img src="https://a.cn/x.png" onerror="alert(1)">乙</p>', '<p><img src="https://a.cn/x.png" />乙</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">丙</a></p>', '<p><a>丙</a></p>'],
    ['an obfuscated javascript: link', '<p><a href="jav&#x09;ascript:alert(1)">丙</a></p>', '<p><a>丙</a></p>'],
    ['a data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">丁</a></p>', '<p><a>丁</a></p>'],
    ['a data: image', '<p>戊<img src="data:image/svg+xml,<svg onload=alert(1)>"></p>', '<p>戊</p>'],
    ['an iframe and a style sheet', '<p>己</p><iframe src="https://a.cn"></iframe><style>p{}</style>', '<p>己</p>'],
  ])('stores %s cleaned, on add and on update', async (_case, content, stored) => {
    const created = await news('add', { ...validNews(), content });
    expect(created.status).toBe(0);
    expect(created.data.content).toBe(stored);
    const detail = await news('queryDetails', { id: created.data.id });
    expect(detail.data.content).toBe(stored);
    const updated = await news('updateDetails', { id: created.data.id, version: created.data.version, content: `<p>改</p>${content}` });
    expect(updated.status).toBe(0);
    expect(updated.data.content).toBe(`<p>改</p>${stored}`);
  });

  it('keeps http, https, mailto and tel links', async () => {
    const content = '<p><a href="https://a.cn">1</a><a href="http://b.cn">2</a><a href="mailto:x@a.cn">3</a><a href="tel:010-1234">4</a></p>';
    const created = await news('add', { ...validNews(), content });
    expect(created.data.content).toBe(content);
  });
});

describe('a URL field', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.org/a', 'vbscript:x', '//evil.example.org'])(
    'refuses %s with the field message',
    async (linkUrl) => {
      const answer = await news('add', { ...validNews(), linkUrl });
      expect(answer).toMatchObject({ status: -1, statusText: URL_MESSAGE });
      expect(answer.data.errors.linkUrl).toBe(URL_MESSAGE);
    },
  );

  it.each(['http://www.example.org', 'https://www.example.org/a?b=1#c'])('accepts %s', async (linkUrl) => {
    const answer = await news('add', { ...validNews(), linkUrl });
    expect(answer.status).toBe(0);
    expect(answer.data.linkUrl).toBe(linkUrl);
  });
});
