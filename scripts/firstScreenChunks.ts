/**
 * Vite build plugin: the code of the login page in one file, and the code of
 * each named group of pages after it (the console with the generic list page,
 * and the welcome page; the declared modules' edit page) in one more each,
 * instead of some sixty small shared chunks. It only names chunk groups
 * (Rolldown's `codeSplitting.groups`): what loads when stays React.lazy's and
 * the route's.
 *
 * Rolldown splits modules that load together into many shared chunks
 * (rolldown/rolldown#10731); each is gzipped alone, so the browser fetched
 * 67 files and some 25 KB more than the same code in two. Module graphs
 * cannot tell this plugin which modules really load at first, because barrel
 * re-exports name modules that tree-shaking later drops; and fixed rules in
 * vite.config.ts cannot either: a rule by package (ra-core, react-query,
 * react-router) takes in the form pages' share of those packages and, as the
 * login needs a few of their modules, hands the whole group to /login
 * (docs/performance.md, "Chunks"). So the build runs
 * twice: a first pass, not written, chunks the console as Rolldown would; the
 * second groups exactly what that pass made the browser load:
 *   - `login`: the entry chunk (src/main.tsx) and its static imports, that is
 *     all /login loads;
 *   - then each named group: the static-import closure of its modules'
 *     chunks, less what the login and the groups before it hold (`console`:
 *     the console with the list page, and the welcome page; `edit`: the edit page).
 * Each set is closed under static imports once the sets before it are taken
 * out, so a group's chunk imports only the chunks of groups before it, never
 * in a circle, and every other page keeps Rolldown's own chunking.
 */
import path from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';

/** Set while the first pass runs, so that it chunks the console naturally. */
let planning = false;

type Chunk = Pick<OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'facadeModuleId' | 'isEntry'>;

/** The modules of `starts` and of every chunk they import statically. */
const closure = (chunks: Map<string, Chunk>, starts: Chunk[]) => {
  const seen = new Set<string>();
  const pending = starts.map((chunk) => chunk.fileName);
  while (pending.length) {
    const fileName = pending.pop()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    pending.push(...chunks.get(fileName)!.imports);
  }
  return new Set([...seen].flatMap((fileName) => chunks.get(fileName)!.moduleIds));
};

/** Named module groups of the second pass, in order; each holds only what no earlier group (the login first) holds. */
export type ChunkGroups = Record<string, string[]>;

/** The module sets of the second pass, from the chunks of the first: `login`, then one per named group. */
export const planChunks = (output: Chunk[], groups: ChunkGroups) => {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entries = output.filter((chunk) => chunk.isEntry);
  const plan: Record<string, Set<string>> = { login: closure(chunks, entries) };
  const taken = new Set(plan.login);
  for (const [name, modules] of Object.entries(groups)) {
    const seeds = modules.map((id) => {
      const chunk = output.find((candidate) => candidate.facadeModuleId === id);
      if (!chunk) throw new Error(`firstScreenChunks: ${id} is not the module of a chunk; is it still imported with import()?`);
      return chunk;
    });
    plan[name] = new Set([...closure(chunks, seeds)].filter((id) => !taken.has(id)));
    for (const id of plan[name]) taken.add(id);
  }
  return plan;
};

const outputChunks = (result: Awaited<ReturnType<typeof build>>): Chunk[] =>
  (Array.isArray(result) ? result : [result as RolldownOutput]).flatMap((bundle) => bundle.output.filter((item): item is OutputChunk => item.type === 'chunk'));

/**
 * `groups`: for each chunk to make after the login's, the modules (paths from the project root) it starts
 * from, each loaded with import(); e.g. the first screen after login, then a page opened often.
 */
export const firstScreenChunks = (groups: ChunkGroups): Plugin => {
  let seeds: string[] = [];
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    async config(config: UserConfig, env) {
      if (planning) return;
      const root = path.resolve(config.root ?? process.cwd());
      const rooted = Object.fromEntries(Object.entries(groups).map(([name, files]) => [name, files.map((file) => path.join(root, file))]));
      seeds = Object.values(rooted).flat();
      planning = true;
      let result;
      try {
        result = await build({ ...config, configFile: false, mode: env.mode, logLevel: 'error', build: { ...config.build, write: false } });
      } finally {
        planning = false;
      }
      const plan = planChunks(outputChunks(result), rooted);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: Object.entries(plan).map(([name, modules]) => ({ name, test: (id: string) => modules.has(id) })),
              },
            },
          },
        },
      };
    },
    // The grouped pages are still imported with import() (other pages share that code); their chunk is their group's now.
    onLog(_level, log) {
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && seeds.some((seed) => log.message.includes(path.relative(process.cwd(), seed)))) return false;
    },
  };
};
