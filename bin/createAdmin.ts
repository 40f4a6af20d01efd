/**
 * `npm run create-admin -- --login NAME [--password PASSWORD] [--phone PHONE] [--name 姓名] [--force]`: the first
 * super administrator (server/ops/createAdmin.ts). The login and password may come from ADMIN_LOGIN and
 * ADMIN_PASSWORD instead (better for the password: it stays out of the shell's history and the process list).
 * Needs a migrated database (npm run migrate); on PGlite, run it while the server is stopped.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { withStartupLock } from '../server/db/startupLock';
import { requireCurrentSchema } from '../server/ops/schemaState';
import { createSuperAdmin, type CreateAdminInput } from '../server/ops/createAdmin';
import { readInitialAdmin } from '../server/ops/settings';
import { OperatorError } from '../server/ops/operatorError';
import path from 'node:path';

export const CREATE_ADMIN_USAGE = 'npm run create-admin -- --login 登录名 [--password 密码] [--phone 手机号] [--name 姓名] [--force]（或 ADMIN_LOGIN、ADMIN_PASSWORD）';

const FLAGS = new Set(['login', 'password', 'phone', 'name']);

/** The command's input from its arguments, then the environment; refuses with the usage or the rule broken. */
export const readCreateAdminArgs = (argv: string[], env: NodeJS.ProcessEnv): CreateAdminInput => {
  const values: Record<string, string> = {};
  let force = false;
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].replace(/^--/, '').split(/=(.*)/s, 2);
    if (argv[index] === '--force') force = true;
    else if (argv[index].startsWith('--') && FLAGS.has(flag)) values[flag] = inline ?? argv[++index] ?? '';
    else throw new OperatorError(`无法识别的参数 ${argv[index]}；用法：${CREATE_ADMIN_USAGE}`);
  }
  const loginName = values.login ?? env.ADMIN_LOGIN;
  const password = values.password ?? env.ADMIN_PASSWORD;
  if (!loginName || !password) throw new OperatorError(`请提供登录名和密码；用法：${CREATE_ADMIN_USAGE}`);
  let admin;
  try {
    admin = readInitialAdmin(loginName, password, values.phone ?? env.ADMIN_PHONE, { login: '--login', password: '--password', phone: '--phone' });
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
  return { ...admin!, ...(values.name ? { cnName: values.name } : {}), force };
};

export const createAdminCommand = async (argv: string[], env: NodeJS.ProcessEnv): Promise<number> => {
  const input = readCreateAdminArgs(argv, env);
  // The administrator settings are this command's input, read above, not a start's.
  const config = loadConfig({ ...env, ADMIN_LOGIN: undefined, ADMIN_PASSWORD: undefined, ADMIN_PHONE: undefined });
  const result = await withStartupLock(config.databaseUrl, async () => {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), migrate: false });
    try {
      await requireCurrentSchema(database.db);
      return await createSuperAdmin(database.db, input);
    } finally {
      await database.close();
    }
  });
  process.stdout.write(`${result.message}：${input.loginName}\n`);
  return 0;
};
