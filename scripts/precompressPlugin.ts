/**
 * Vite build plugin: writes a brotli (.br) and a gzip (.gz) copy beside every
 * text asset of the build, which the server sends to browsers that accept
 * them (@fastify/static `preCompressed`), instead of compressing per request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of [...Object.keys(bundle), 'index.html']) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        let content: Buffer;
        try {
          content = readFileSync(file);
        } catch {
          continue;
        }
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      }
    },
  };
};
