/**
 * The export of a declared module's list (ResourceExport): its export call
 * with the list's current filters and order, and an optional file name,
 * through the request wrapper's download handling (spec section 8: the file
 * is saved under the name the answer gives and 下载成功 is shown; a refusal
 * shows its message).
 */
import { productCallName, type Resource } from '../resources/framework/defineResource';
import { getConfig } from './config';
import { download, exportFile, type Envelope } from './http';

export interface ExportListParams {
  /** The search form's values and any permanent filter of the list. */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  /** The file name asked of the operator; the server's default when empty. */
  fileName?: string;
}

/** The body (POST) or query (GET) of the export call. */
export const exportBody = ({ filter = {}, sort, fileName }: ExportListParams): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') body[key] = value;
  }
  if (sort?.field && sort.field !== 'id') Object.assign(body, { orderBy: sort.field, order: sort.order });
  const name = fileName?.trim();
  if (name) body.fileName = name;
  return body;
};

export const exportList = (declaration: Pick<Resource, 'api' | 'export' | 'title'>, params: ExportListParams = {}): Promise<Envelope<Blob>> => {
  const spec = declaration.export;
  if (!spec) throw new Error(`"${declaration.title}" declares no export`);
  const path = `${declaration.api.replace(/\/+$/, '')}/${productCallName(spec.call, getConfig().product)}`;
  const body = exportBody(params);
  const fallbackName = `${body.fileName ?? spec.fileName}.xlsx`;
  return spec.method === 'GET' ? download(path, body, fallbackName) : exportFile(path, body, fallbackName);
};
