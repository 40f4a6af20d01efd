/**
 * Vite build plugin: a cold load of a console address by a logged-in operator
 * fetches the console's chunk together with the entry, instead of after the
 * entry has arrived and run (one round trip and the entry's evaluation later).
 *
 * Whether the console opens is known only in the browser (a token in the
 * stored `user` state, an address other than /login: src/main.tsx), and the
 * page's policy allows no inline script. So the build emits a small classic
 * script, named in index.html's head after /app-config.js, that adds
 * `<link rel="modulepreload">` for the console's chunk, and for the form
 * pages' chunk when the address names an edit page. The login page loads
 * nothing more than this script.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadPlan {
  /** localStorage key of the `user` state, which holds the token. */
  userKey: string;
  loginPath: string;
  /** URLs of the console's chunks. */
  console: string[];
  /** URLs of the chunks of the form pages, preloaded as well when the address matches `editPath`. */
  edit: string[];
  editPath: RegExp;
}

/** The script's source: plain ES5, so it runs before anything else and in every browser the console supports. */
export const preloadScript = (plan: PreloadPlan) => `(function () {
  try {
    var user = JSON.parse(localStorage.getItem(${JSON.stringify(plan.userKey)}) || 'null');
    if (!user || !user.token || location.pathname === ${JSON.stringify(plan.loginPath)}) return;
    var files = ${JSON.stringify(plan.console)};
    if (${plan.editPath.toString()}.test(location.pathname)) files = files.concat(${JSON.stringify(plan.edit)});
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  } catch (error) {
    // Only a hint: the console loads its chunks itself.
  }
})();
`;

const chunkNamed = (bundle: OutputBundle, name: string) =>
  Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.name === name && !item.isEntry);

/** `consoleChunk` and `editChunk`: names of chunks of the build (scripts/firstScreenChunks.ts groups). */
export const consolePreload = (options: { consoleChunk: string; editChunk: string; userKey: string; loginPath: string; editPath: RegExp }): Plugin => {
  let base = '/';
  let planningPass = false;
  let scriptFile: string | undefined;
  return {
    name: 'console-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // firstScreenChunks' first pass (not written) has no groups yet.
      planningPass = config.build.write === false;
    },
    generateBundle(_options, bundle) {
      if (planningPass) return;
      const found = [chunkNamed(bundle, options.consoleChunk), chunkNamed(bundle, options.editChunk)];
      if (!found[0] || !found[1]) throw new Error(`consolePreload: no chunk named ${options.consoleChunk} or ${options.editChunk}`);
      const [consoleChunk, editChunk] = found as OutputChunk[];
      const url = (file: string) => base + file;
      // Each imports only the entry, the runtime (both named in index.html) and, for the edit chunk, the console.
      const source = preloadScript({
        userKey: options.userKey,
        loginPath: options.loginPath,
        console: [url(consoleChunk.fileName)],
        edit: [url(editChunk.fileName)],
        editPath: options.editPath,
      });
      scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'console-preload.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (scriptFile ? [{ tag: 'script', attrs: { src: base + scriptFile }, injectTo: 'head' }] : []),
    },
  };
};
