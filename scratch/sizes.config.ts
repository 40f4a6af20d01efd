import base from '../vite.config';
import type { Plugin } from 'vite';
const report = (): Plugin => ({
  name: 'report-sizes',
  generateBundle(_o, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.fileName.includes('console-')) continue;
      const rows = Object.entries(chunk.modules).map(([id, m]) => [id.replace(process.cwd(), ''), m.renderedLength] as const).sort((a, b) => b[1] - a[1]);
      const byDir = new Map<string, number>();
      for (const [id, len] of rows) { const key = id.includes('node_modules') ? id.split('node_modules/')[1].split('/').slice(0, id.includes('@') ? 2 : 1).join('/') : id; byDir.set(key, (byDir.get(key) ?? 0) + len); }
      console.log([...byDir.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v}\t${k}`).join('\n'));
    }
  },
});
export default { ...base, plugins: [...(base.plugins ?? []), report()] };
