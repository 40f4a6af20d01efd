/** Settings of the reference server from the environment. */
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { apiBaseFor, fileBaseFor, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      product: 'assoc',
      apiBase: '/assoc-web-center/api/webcenter/',
      fileBase: '/assoc-file-center/api/filecenter/',
      staticDir: path.resolve('./dist'),
      sessionIdleMs: 120 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      logLevel: 'info',
      watermark: true,
      dbStatementTimeoutMs: 30_000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads the settings from the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9090',
      DATA_DIR: 'var/data',
      PRODUCT: 'demo-2',
      DATABASE_URL: 'postgres://localhost/assoc',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_HOURS: '2',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
      dataDir: path.resolve('var/data'),
      product: 'demo-2',
      apiBase: '/demo-2-web-center/api/webcenter/',
      fileBase: '/demo-2-file-center/api/filecenter/',
      databaseUrl: 'postgres://localhost/assoc',
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 2 * 3_600_000,
    });
  });

  it('turns the watermark off with WATERMARK=0 only', () => {
    expect(loadConfig({ WATERMARK: '0' }).watermark).toBe(false);
    expect(loadConfig({ WATERMARK: '1' }).watermark).toBe(true);
  });

  it('reads DB_STATEMENT_TIMEOUT_MS in milliseconds, 0 for no limit, and refuses anything else', () => {
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5000' }).dbStatementTimeoutMs).toBe(5000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).dbStatementTimeoutMs).toBe(0);
    for (const value of ['-1', '1.5', '30s']) expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('treats an empty DATABASE_URL as absent', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each(['../x', 'Demo', 'a/b', '', '1abc', 'x'.repeat(33), 'demo web'])('refuses the product "%s"', (product) => {
    expect(() => loadConfig({ PRODUCT: product })).toThrow(/PRODUCT/);
  });

  it.each(['abc', '-1', '65536', '80.5'])('refuses the port "%s"', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });

  it.each([
    ['SESSION_IDLE_MINUTES', 'abc'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SESSION_MAX_HOURS', 'twelve'],
    ['SESSION_MAX_HOURS', ''],
  ])('refuses %s="%s" instead of breaking every login', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('service bases', () => {
  it('put the product in front of the web-center and file-service paths', () => {
    expect(apiBaseFor('assoc')).toBe('/assoc-web-center/api/webcenter/');
    expect(fileBaseFor('demo')).toBe('/demo-file-center/api/filecenter/');
  });
});
