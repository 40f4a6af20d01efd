/** Data dictionary (business/infoLabelType, menu 60): the labels that tag information items. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let editor: string;

const label = (name: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', `business/infoLabelType/${name}`, { token, body });
const validLabel = { labelName: '绿色金融', labelCode: 'GreenFinance', labelGroup: 4 };

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('data dictionary (business/infoLabelType)', () => {
  it('lists the twelve demo labels in order and filters by group', async () => {
    const list = await label('queryInfoLabelTypeList', { pageSize: 20 });
    expect(list.data.total).toBe(12);
    expect(list.data.list[0]).toMatchObject({ labelName: '热点资讯', labelCode: 'HotNews', labelGroup: 1, orderSeq: 1, status: 1 });
    expect((await label('queryInfoLabelTypeList', { labelGroup: '2' })).data.total).toBe(3);
  });

  it('creates, reads, updates, switches and deletes on its declared calls', async () => {
    const created = await label('add', validLabel);
    expect(created.data).toMatchObject({ ...validLabel, status: 1, orderSeq: 0 });
    const { id } = created.data;
    expect((await label('queryById', { id })).data.labelName).toBe('绿色金融');
    expect((await label('update', { id, version: 0, status: 0 })).data).toMatchObject({ status: 0, version: 1 });
    expect((await label('delete', { id })).status).toBe(0);
    for (const name of ['queryList', 'queryDetails', 'updateDetails']) expect((await label(name)).httpStatus).toBe(404);
  });

  it('checks the name and code characters', async () => {
    expect((await label('add', { ...validLabel, labelName: '绿色-金融' })).statusText).toBe('标签名称只能输入字母、数字和中文');
    expect((await label('add', { ...validLabel, labelCode: 'Green_Finance' })).statusText).toBe('标签编码只能输入英文字母和数字');
    expect((await label('add', { ...validLabel, labelGroup: 9 })).statusText).toBe('标签分组的取值无效');
  });

  it('is refused to the editor, who lacks menu 60', async () => {
    expect((await label('queryInfoLabelTypeList', {}, editor)).status).toBe(403);
  });
});
