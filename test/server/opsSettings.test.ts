/** The operations settings (server/ops/settings.ts): defaults, what they take, and a clear refusal of a bad value at start. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('the operations settings', () => {
  it('default to no trusted proxy, metrics for loopback, a 25 s grace, migrations and demo data on, no administrator', () => {
    expect(loadConfig({}).ops).toEqual({
      trustProxy: [],
      metricsAllow: ['127.0.0.1', '::1'],
      shutdownGraceMs: 25_000,
      shutdownDelayMs: 0,
      demoData: true,
      migrate: true,
      initialAdmin: null,
    });
  });

  it('read them from the environment', () => {
    const { ops } = loadConfig({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8',
      METRICS_ALLOW: '192.0.2.5,loopback',
      SHUTDOWN_GRACE_MS: '5000',
      SHUTDOWN_DELAY_MS: '2000',
      DEMO_DATA: '0',
      MIGRATE: '0',
      ADMIN_LOGIN: 'chief',
      ADMIN_PASSWORD: 'Chief@2026x',
      ADMIN_PHONE: '13900000009',
    });
    expect(ops).toEqual({
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
      metricsAllow: ['192.0.2.5', 'loopback'],
      shutdownGraceMs: 5000,
      shutdownDelayMs: 2000,
      demoData: false,
      migrate: false,
      initialAdmin: { loginName: 'chief', password: 'Chief@2026x', phone: '13900000009' },
    });
    // An empty METRICS_ALLOW lets nobody read the metrics.
    expect(loadConfig({ METRICS_ALLOW: '' }).ops.metricsAllow).toEqual([]);
  });

  it.each([
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY: "10\.0\.0\.0\/33" is not an IP address or CIDR range/],
    ['TRUST_PROXY', '127.0.0.1,proxy.internal', /TRUST_PROXY: "proxy\.internal"/],
    ['TRUST_PROXY', '::1/129', /TRUST_PROXY: "::1\/129"/],
    ['METRICS_ALLOW', '300.1.1.1', /METRICS_ALLOW: "300\.1\.1\.1"/],
    ['SHUTDOWN_GRACE_MS', 'soon', /SHUTDOWN_GRACE_MS must be a whole number of milliseconds/],
    ['SHUTDOWN_DELAY_MS', '-1', /SHUTDOWN_DELAY_MS must be a whole number/],
  ])('refuse %s=%s with the setting and the entry named', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuse a first administrator the console could not use', () => {
    expect(() => loadConfig({ ADMIN_LOGIN: 'chief' })).toThrow('ADMIN_LOGIN and ADMIN_PASSWORD are set together');
    expect(() => loadConfig({ ADMIN_LOGIN: 'chief', ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD: 密码8~20位，需包含大小写字母+数字+符号');
    expect(() => loadConfig({ ADMIN_LOGIN: '总管', ADMIN_PASSWORD: 'Chief@2026x' })).toThrow('ADMIN_LOGIN: 登录名只能包含字母、数字、下划线和点，长度为3到32位');
    expect(() => loadConfig({ ADMIN_LOGIN: 'chief', ADMIN_PASSWORD: 'Chief@2026x', ADMIN_PHONE: '12345' })).toThrow('ADMIN_PHONE: 请输入正确手机号');
  });
});
