/**
 * Every message key a page's code names has Chinese text where that page runs: in the core messages (the
 * console's first chunk, src/i18n) or in the messages its route loads with it (its feature's manifest, and
 * the features it `uses`). A file of one feature that imports a part of another must say so in `uses`, or that
 * part would show raw keys. Keys are read from the code: quoted keys ('examine.fields.orgName') whole, and keys
 * built in a template (`examine.status.${value}`) by their fixed part.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zhMessages } from '../../src/i18n';
import { featurePages, features } from '../../src/routes/features';
import type { Feature, FeatureMessages } from '../../src/routes/feature';

const ROOT = join(__dirname, '../..');
const SRC = join(ROOT, 'src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

type Tree = Record<string, unknown>;

const merge = (target: Tree, source: Tree): Tree => {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = current && typeof current === 'object' && value && typeof value === 'object' ? merge({ ...(current as Tree) }, value as Tree) : value;
  }
  return target;
};

const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

const messagesOf = new Map<Feature, FeatureMessages>();
const allUses = (feature: Feature, seen = new Set<Feature>()): Set<Feature> => {
  if (seen.has(feature)) return seen;
  seen.add(feature);
  for (const used of feature.uses ?? []) allUses(used, seen);
  return seen;
};

const FEATURES = join(ROOT, 'features');
/** The folder under features/ a file stands in. */
const folderOf = (file: string): string | undefined => (file.startsWith(FEATURES + '/') ? relative(FEATURES, file).split('/')[0] : undefined);
const ownerOf = (file: string): Feature | undefined => features[folderOf(file) ?? ''];

/** The console's code: the features' halves (not their server halves) and the shared parts of src. */
const consoleFiles = readdirSync(FEATURES)
  .filter((name) => statSync(join(FEATURES, name)).isDirectory())
  .flatMap((name) => [join(FEATURES, name, 'feature.ts'), ...filesUnder(join(FEATURES, name, 'console'))]);
const featureFiles = consoleFiles.concat(
  filesUnder(join(SRC, 'pages')),
  filesUnder(join(SRC, 'crud')),
  filesUnder(join(SRC, 'layout')),
  filesUnder(join(SRC, 'account')),
  filesUnder(join(SRC, 'system')),
);

describe('messages of the pages', () => {
  it('every key named in the code has Chinese text where its page runs', async () => {
    for (const feature of Object.values(features)) if (feature.messages) messagesOf.set(feature, (await feature.messages()).default);
    const core = zhMessages as unknown as Tree;
    const namespaces = new Set([...Object.keys(core), ...[...messagesOf.values()].flatMap((messages) => Object.keys(messages))]);
    const missing: string[] = [];
    for (const file of featureFiles) {
      if (/\/messages\.ts$|\/feature\.ts$/.test(file)) continue;
      const owner = ownerOf(file);
      const available = [...(owner ? allUses(owner) : [])].reduce((tree, feature) => merge(tree, (messagesOf.get(feature) ?? {}) as Tree), merge({}, core));
      // Store and session keys look like message keys (`statistics.view`): their lines are left out.
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/store_?key|useStore\(|_KEY = /i.test(line))
        .join('\n');
      const name = relative(ROOT, file);
      for (const [, key] of code.matchAll(/['"]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['"]/g)) {
        if (!namespaces.has(key.split('.')[0])) continue;
        if (typeof lookup(available, key) !== 'string' && typeof lookup(available, key) !== 'object') missing.push(`${name}: ${key}`);
      }
      for (const [, prefix] of code.matchAll(/`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\.\$\{/g)) {
        if (!namespaces.has(prefix.split('.')[0])) continue;
        if (typeof lookup(available, prefix) !== 'object') missing.push(`${name}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("a feature that shows another feature's parts uses that feature", () => {
    const wrong: string[] = [];
    for (const file of featureFiles) {
      const owner = ownerOf(file);
      if (!owner) continue;
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        // Another feature's contract holds declarations, not parts with messages: naming its resource is fine.
        if (target.includes('/contract/')) continue;
        const imported = ownerOf(join(file, '..', target) + '.ts');
        if (imported && imported !== owner && !allUses(owner).has(imported) && imported.messages) wrong.push(`${relative(ROOT, file)} imports ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every feature folder has its manifest', () => {
    const folders = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());
    expect(Object.keys(features).sort()).toEqual(folders.sort());
  });

  it("every page file is a route's page, and every statistics module has its KPI page", async () => {
    const { asyncRoutes, flattenRoutes, findRouteByPath } = await import('../../src/routes/routeTable');
    const { STATISTICS_MODULES } = await import('../../features/statistics/contract/modules');
    const named = new Set(flattenRoutes(asyncRoutes).flatMap((route) => (route.pageModule ? [route.pageModule] : [])));
    // A …Page file no route names would still be its own lazy chunk: a part of a page is named otherwise.
    expect(Object.keys(featurePages).filter((module) => !named.has(module))).toEqual([]);
    for (const module of STATISTICS_MODULES) expect(findRouteByPath(module.route)?.pageModule, module.route).toBe('statistics/ModuleKpiPage');
    expect(findRouteByPath(STATISTICS_MODULES[0].route)?.page).toBeDefined();
  });
});
