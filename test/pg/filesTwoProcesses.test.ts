/**
 * Issue 38: the files are in the database every process shares, so a file uploaded to one server process is
 * downloaded, byte for byte, from another, and neither keeps anything in its data folder.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../bench/serverLogin';
import { useTwoServers } from './twoServers';

const { servers, tokens, scalar } = useTwoServers('files_two_processes');

describe('files with two server processes on one PostgreSQL', () => {
  it('are served by the process that did not receive them', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(900 * 1024), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '两台服务器.pdf');
    const uploaded = await fetch(`${servers[0].url}${API_BASE}fastdfs/uploadFile`, { method: 'POST', headers: { token: tokens[0], 'x-requested-with': 'XMLHttpRequest' }, body: form });
    const answer = await uploaded.json();
    expect(answer).toMatchObject({ status: 0, data: { size: bytes.length, contentType: 'application/pdf' } });
    expect(await scalar('SELECT count(*)::int AS n FROM sys_file_chunk WHERE file_id = $1', [answer.data.fileId])).toBe(4);
    const download = await fetch(`${servers[1].url}${answer.data.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''%E4%B8%A4%E5%8F%B0%E6%9C%8D%E5%8A%A1%E5%99%A8.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The data folder holds the log the test harness writes there (test/e2e/serverProcess.ts), nothing else.
    for (const server of servers) expect(readdirSync(server.dataDir)).toEqual(['server.log']);
  });
});
