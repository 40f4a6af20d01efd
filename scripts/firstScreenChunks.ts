/**
 * Vite build plugin: the code of the login page in one file, and the code of
 * the console's first screen after login in one more, instead of some sixty
 * small shared chunks.
 *
 * Rolldown splits modules that load together into many shared chunks
 * (rolldown/rolldown#10731); each is gzipped alone, so the browser fetched
 * 67 files and some 25 KB more than the same code in two. Module graphs
 * cannot tell this plugin which modules really load at first, because barrel
 * re-exports name modules that tree-shaking later drops. So the build runs
 * twice: a first pass, not written, chunks the console as Rolldown would; the
 * second groups exactly what that pass made the browser load:
 *   - `login`: the entry chunk (src/main.tsx) and its static imports, that is
 *     all /login loads;
 *   - `console`: the static-import closure of the `firstScreen` modules'
 *     chunks (the console, the welcome page, the list page), less the login's.
 * Both sets are closed under static imports, so the chunks cannot import each
 * other in a circle, and every other page keeps Rolldown's own chunking.
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

/** The two module sets of the second pass, from the chunks of the first. */
export const planChunks = (output: Chunk[], firstScreen: string[]) => {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entries = output.filter((chunk) => chunk.isEntry);
  const seeds = firstScreen.map((id) => {
    const chunk = output.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`firstScreenChunks: ${id} is not the module of a chunk; is it still imported with import()?`);
    return chunk;
  });
  const login = closure(chunks, entries);
  const console = new Set([...closure(chunks, seeds)].filter((id) => !login.has(id)));
  return { login, console };
};

const outputChunks = (result: Awaited<ReturnType<typeof build>>): Chunk[] =>
  (Array.isArray(result) ? result : [result as RolldownOutput]).flatMap((bundle) =>
    bundle.output.filter((item): item is OutputChunk => item.type === 'chunk'),
  );

/** `firstScreen`: the modules (paths from the project root) loaded with import() for the first screen after login. */
export const firstScreenChunks = (firstScreen: string[]): Plugin => {
  let seeds: string[] = [];
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    async config(config: UserConfig, env) {
      if (planning) return;
      const root = path.resolve(config.root ?? process.cwd());
      seeds = firstScreen.map((file) => path.join(root, file));
      planning = true;
      let result;
      try {
        result = await build({ ...config, configFile: false, mode: env.mode, logLevel: 'error', build: { ...config.build, write: false } });
      } finally {
        planning = false;
      }
      const plan = planChunks(outputChunks(result), seeds);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'login', test: (id: string) => plan.login.has(id) },
                  { name: 'console', test: (id: string) => plan.console.has(id) },
                ],
              },
            },
          },
        },
      };
    },
    // The first-screen pages are still imported with import() (other pages share that code); their chunk is the console's now.
    onLog(_level, log) {
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && seeds.some((seed) => log.message.includes(path.relative(process.cwd(), seed)))) return false;
    },
  };
};
