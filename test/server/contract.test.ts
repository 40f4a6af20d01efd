/**
 * The web-center contract (docs/contract/endpoints.tsv, a copy of the
 * product's ../shared/contract/endpoints.tsv kept in the project so a clone
 * alone can run the check; spec sections 7 and 8): every call with an exact name is served by the reference server
 * and named by the console. Calls the contract leaves
 * for us to name ("named-by-us") are checked by their modules' own tests,
 * but for the questionnaire's, whose names are exact and whose base is ours
 * (docs/questionnaire.md): each is checked here on that base.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCallName, PRODUCT_PLACEHOLDER } from '../../resources/framework';
import { startTestServer, type TestServer } from './helpers';

interface ContractCall {
  method: 'GET' | 'POST';
  path: string;
}

const rows = readFileSync(new URL('../../docs/contract/endpoints.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'));

const contract: ContractCall[] = rows.filter(([, , , name]) => name === 'exact').map(([method, path]) => ({ method: method as ContractCall['method'], path }));

/** The questionnaire rows: `questionnaire(base not shown)/<call>`; the export of sampled institutions is our exportSample. */
const QUESTIONNAIRE_PREFIX = 'questionnaire(base not shown)/';
const questionnaireCalls: ContractCall[] = rows
  .filter(([, path]) => path.startsWith(QUESTIONNAIRE_PREFIX))
  .map(([method, path]) => {
    const name = path.slice(QUESTIONNAIRE_PREFIX.length);
    return { method: method as ContractCall['method'], path: name === 'export of sampled institutions' ? 'exportSample' : name };
  });

/** The .ts and .tsx files below `dir`. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

/** The console's sources: what it can call (the features' console halves, not their server halves). */
const consoleText = ['src', 'features', 'resources', 'dataProvider', 'authProvider']
  .flatMap(sourceFiles)
  .filter((file) => !/\/features\/[^/]+\/server\/|\/features\/serverFeatures\.ts$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const served = (call: ContractCall) =>
  [server.config.apiBase, server.config.fileBase].some((base) => server.app.hasRoute({ method: call.method, url: `${base}${productCallName(call.path, server.config.product)}` }));

describe('the web-center contract', () => {
  it('lists the calls with exact names', () => {
    expect(contract.length).toBeGreaterThan(250);
  });

  it('serves every call', () => {
    expect(contract.filter((call) => !served(call)).map((call) => call.path)).toEqual([]);
  });

  it('serves every questionnaire call on the questionnaire base', () => {
    expect(questionnaireCalls).toHaveLength(14);
    const missing = questionnaireCalls.filter((call) => !server.app.hasRoute({ method: call.method, url: `${server.config.questionnaireBase}${call.path}` }));
    expect(missing).toEqual([]);
  });

  it('has every served call named in the console (its base path and its call name)', () => {
    const unnamed = contract
      .filter((call) => {
        const cut = call.path.lastIndexOf('/');
        const base = call.path.slice(0, cut);
        const name = call.path.slice(cut + 1);
        return !consoleText.includes(base) || !(consoleText.includes(`'${name}'`) || consoleText.includes(`/${name}`) || name.includes(PRODUCT_PLACEHOLDER));
      })
      .map((call) => call.path);
    expect(unnamed).toEqual([]);
  });
});
