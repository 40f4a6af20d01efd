/**
 * Readable names of the keys of a logged record: the declared field's label
 * when the call belongs to a declared module (resources/), the common record
 * keys (id, version, times) by their Chinese names, else the key itself.
 */
import { resources } from '../../../resources';

const COMMON_KEYS = ['id', 'version', 'createdAt', 'updatedAt'];

/** The labels of the declared module whose calls `path` is one of (none for a bespoke call). */
const declaredLabels = (path: string): Map<string, string> => {
  const resource = resources.find((candidate) => path.startsWith(`${candidate.api}/`) && !path.slice(candidate.api.length + 1).includes('/'));
  const labels = new Map<string, string>();
  for (const field of resource?.fields ?? []) {
    labels.set(field.name, field.label);
    if (field.kind === 'ref') labels.set(`${field.name}Label`, `${field.label}（名称）`);
  }
  return labels;
};

/** A function naming each key of a record logged by the call `path`. */
export const keyLabeller = (path: string, translate: (key: string) => string) => {
  const labels = declaredLabels(path);
  return (key: string) => labels.get(key) ?? (COMMON_KEYS.includes(key) ? translate(`operationLog.keys.${key}`) : key);
};
