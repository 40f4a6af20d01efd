/**
 * Which calls are imports and exports, for the metrics' running gauges (metrics.ts): the contract names them
 * so (…/export, …ExportType, exportAnswers; excel/import, appUser/icon/importExcle), so a read whose name says
 * export is an export and a write whose name says import is an import. A call named otherwise declares its
 * kind itself (`work` on its endpoint, server/http/api.ts).
 */
import type { Effect } from '../audit/actions';
import type { CallWork } from './metrics';

export const workOf = (endpoint: { path: string; effect: Effect; work?: CallWork }): CallWork | null => {
  if (endpoint.work) return endpoint.work;
  const name = endpoint.path.split('/').pop() ?? '';
  if (endpoint.effect === 'read') return /export/i.test(name) ? 'export' : null;
  return /import/i.test(name) ? 'import' : null;
};
