/**
 * Vite build plugin: a cold load of a console address by a logged-in operator
 * fetches the console's chunk together with the entry, instead of after the
 * entry has arrived and run (one round trip and the entry's evaluation later).
 *
 * The build writes, beside index.html, console.html and console-edit.html
 * (src/routes/consoleDocuments.ts): the same document with modulepreload links
 * for the console's chunk and, in the second, the form pages' chunk. The
 * reference server answers /login with index.html and other addresses with
 * one of the two, so the browser reads the links with the document.
 *
 * index.html also names a small classic script (the page's policy allows no
 * inline script) that adds the same links when the stored `user` state holds
 * a token and the address is not /login (src/main.tsx): for a server that
 * answers every address with index.html. The login page loads nothing more
 * than this script.
 */
import type { Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';

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

/** `html` with the preload script's tag replaced by modulepreload links to `files`. */
export const documentWithPreloads = (html: string, scriptUrl: string, files: string[]) => {
  const tag = `<script src="${scriptUrl}"></script>`;
  if (!html.includes(tag)) throw new Error(`consolePreload: index.html does not name ${scriptUrl}`);
  return html.replace(tag, files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    '));
};

const chunkNamed = (bundle: OutputBundle, name: string) =>
  Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.name === name && !item.isEntry);

/** `consoleChunk` and `editChunk`: names of chunks of the build (scripts/firstScreenChunks.ts groups). */
export const consolePreload = (options: {
  consoleChunk: string;
  editChunk: string;
  userKey: string;
  loginPath: string;
  editPath: RegExp;
  /** File names of the documents with the console's chunk, and with the form pages' chunk too. */
  documents: { console: string; edit: string };
}): Plugin[] => {
  let base = '/';
  let planningPass = false;
  let scriptFile: string | undefined;
  let preloads: { console: string[]; edit: string[] } | undefined;
  return [
    {
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
        preloads = { console: [url(consoleChunk.fileName)], edit: [url(consoleChunk.fileName), url(editChunk.fileName)] };
        const source = preloadScript({
          userKey: options.userKey,
          loginPath: options.loginPath,
          console: preloads.console,
          edit: [url(editChunk.fileName)],
          editPath: options.editPath,
        });
        scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'console-preload.js', source }));
      },
      transformIndexHtml: {
        order: 'post',
        handler: () => (scriptFile ? [{ tag: 'script', attrs: { src: base + scriptFile }, injectTo: 'head' }] : []),
      },
    },
    {
      // After Vite has written index.html into the bundle, with the script's tag.
      name: 'console-documents',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          if (planningPass || !scriptFile || !preloads) return;
          const index = bundle['index.html'] as OutputAsset | undefined;
          if (!index) throw new Error('consolePreload: the build has no index.html');
          const html = String(index.source);
          const scriptUrl = base + scriptFile;
          this.emitFile({ type: 'asset', fileName: options.documents.console, source: documentWithPreloads(html, scriptUrl, preloads.console) });
          this.emitFile({ type: 'asset', fileName: options.documents.edit, source: documentWithPreloads(html, scriptUrl, preloads.edit) });
        },
      },
    },
  ];
};
