/**
 * The operations settings of one server process (README "Settings", docs/operations.md): who may
 * forward client addresses, who may read the metrics, how long a stop may take, and what a start does to the
 * database (migrate, demo data, the first super administrator). Read once at start; a bad value stops the
 * start with the setting's name in the message.
 */
import { isLoginName, isPhone, isStrongPassword, LOGIN_NAME_MESSAGE, PASSWORD_MESSAGES } from '../../resources/framework/password';
import { parseAddressList } from './addressList';

export interface InitialAdmin {
  loginName: string;
  password: string;
  phone?: string;
}

export interface OpsSettings {
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: none, forwarded headers are ignored. */
  trustProxy: string[];
  /** Socket addresses that may read /metrics (METRICS_ALLOW). */
  metricsAllow: string[];
  /** The longest a stop waits for the requests in hand before cutting them (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** How long a stop keeps serving while /readyz already answers 503, so a proxy can take the process out first (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Demo accounts, content and traffic on a new database (DEMO_DATA=0 turns them off). */
  demoData: boolean;
  /** Whether a start migrates the database itself (MIGRATE=0: it only checks, `npm run migrate` migrates). */
  migrate: boolean;
  /** The first super administrator, made on a start that finds none (ADMIN_LOGIN, ADMIN_PASSWORD, ADMIN_PHONE). */
  initialAdmin: InitialAdmin | null;
}

export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

const milliseconds = (name: string, value: string | undefined, fallback: number) => {
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number of milliseconds (got "${value}")`);
  return number;
};

/** A switch that is on unless set to 0 (or off / false). */
const switchOn = (value: string | undefined) => !['0', 'off', 'false'].includes((value ?? '').trim().toLowerCase());

/** The first super administrator's settings, checked against the console's rules so a start never makes an account nobody can use. */
export const readInitialAdmin = (
  loginName: string | undefined,
  password: string | undefined,
  phone: string | undefined,
  names = { login: 'ADMIN_LOGIN', password: 'ADMIN_PASSWORD', phone: 'ADMIN_PHONE' },
): InitialAdmin | null => {
  if (!loginName && !password) return null;
  if (!loginName || !password) throw new Error(`${names.login} and ${names.password} are set together`);
  if (!isLoginName(loginName)) throw new Error(`${names.login}: ${LOGIN_NAME_MESSAGE}`);
  if (!isStrongPassword(password)) throw new Error(`${names.password}: ${PASSWORD_MESSAGES.rule}`);
  if (phone && !isPhone(phone)) throw new Error(`${names.phone}: ${PASSWORD_MESSAGES.phoneInvalid}`);
  return { loginName, password, ...(phone ? { phone } : {}) };
};

export const loadOpsSettings = (env: NodeJS.ProcessEnv): OpsSettings => ({
  trustProxy: parseAddressList('TRUST_PROXY', env.TRUST_PROXY),
  metricsAllow: parseAddressList('METRICS_ALLOW', env.METRICS_ALLOW, DEFAULT_METRICS_ALLOW),
  shutdownGraceMs: milliseconds('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
  shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0),
  demoData: switchOn(env.DEMO_DATA),
  migrate: switchOn(env.MIGRATE),
  initialAdmin: readInitialAdmin(env.ADMIN_LOGIN || undefined, env.ADMIN_PASSWORD || undefined, env.ADMIN_PHONE || undefined),
});
