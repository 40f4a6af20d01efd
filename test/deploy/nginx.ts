/**
 * Debian's nginx in front of the test's server processes, configured by the project's own site file
 * (deploy/nginx/assoc.conf, docs/deploy.md) with only the addresses changed: the upstream lines name the
 * processes' ports and the site listens on a free loopback port. The main configuration around it keeps
 * everything (pid, logs, temporary files) in a folder of its own, removed by stop().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/serverProcess';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx/assoc.conf');

export interface RunningNginx {
  url: string;
  port: number;
  /** nginx's error log so far, for a failing test's message. */
  errors: () => string;
  stop: () => Promise<void>;
}

const nginxBinary = () => {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx not found: apt-get install nginx (.ci/run does)');
  return found;
};

/** The site file with the test's addresses: every upstream `server` line replaced by the given ports. */
export const siteFor = (site: string, upstreamPorts: number[], listenPort: number) => {
  const upstream = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  const withUpstream = site.replace(/(upstream assoc_servers \{[\s\S]*?)((?:\n\s*server [^\n]+;)+)/, (_match, head: string) => `${head}\n${upstream}`);
  if (withUpstream === site) throw new Error(`no upstream server lines in ${SITE_CONFIG}`);
  return withUpstream.replace(/\n\s*listen 80;/, `\n    listen 127.0.0.1:${listenPort};`);
};

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const startNginx = async (upstreamPorts: number[]): Promise<RunningNginx> => {
  const binary = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-nginx-'));
  const port = await freePort();
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(path.join(dir, 'site.conf'), siteFor(readFileSync(SITE_CONFIG, 'utf8'), upstreamPorts, port));
  const main = [
    // As root, the workers would otherwise run as nobody, who cannot write the test's temporary folders.
    userInfo().uid === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`),
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  let output = '';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const errors = () => `${output}${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen in 20 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errors,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
