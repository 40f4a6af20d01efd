/**
 * The sampling frame (抽样框): the member institutions a draw may choose from, with the attributes that
 * strata are formed by, as they were when the draw was made. A draw never depends on the order the frame
 * is given in: it is first put in canonical order (by id), and that order is what the fingerprint covers.
 */
import { createHash } from 'node:crypto';
import { SamplingError, nameIds } from './errors';

export interface Institution {
  id: number;
  name: string;
  /** Such as institution type, region, size class: attribute name → value. */
  attributes: Record<string, string>;
}

export type Frame = readonly Institution[];

/** Ascending by UTF-16 code units: JavaScript's own string order, the same on every machine (no locale). */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The frame checked and in canonical order: ids ascending, each institution a fresh object whose
 * attributes have their names in ascending order. A frame an auditor cannot fingerprint unambiguously
 * (an id twice, an id that is not a positive integer, a value that is not text) is refused.
 */
export const canonicalFrame = (frame: Frame): Institution[] => {
  if (!Array.isArray(frame)) throw new SamplingError('frame', '抽样框必须是机构列表');
  const bad = frame.filter((item) => !isInstitution(item));
  if (bad.length > 0) throw new SamplingError('frame', `抽样框中有${bad.length}条机构记录不完整：需要正整数编号、名称和文字属性`, { count: bad.length });
  const sorted = frame.map((item) => ({ id: item.id, name: item.name, attributes: sortedAttributes(item.attributes) })).sort((a, b) => a.id - b.id);
  const duplicates = [...new Set(sorted.filter((item, index) => index > 0 && sorted[index - 1].id === item.id).map((item) => item.id))];
  if (duplicates.length > 0) throw new SamplingError('frame', `抽样框中机构编号重复：${nameIds(duplicates)}`, { ids: duplicates });
  return sorted;
};

const isInstitution = (item: unknown): item is Institution => {
  if (typeof item !== 'object' || item === null) return false;
  const { id, name, attributes } = item as Partial<Institution>;
  return (
    Number.isSafeInteger(id) &&
    (id as number) > 0 &&
    typeof name === 'string' &&
    typeof attributes === 'object' &&
    attributes !== null &&
    !Array.isArray(attributes) &&
    Object.values(attributes).every((value) => typeof value === 'string')
  );
};

// A fresh object, so the caller's frame is never changed or kept; fromEntries defines own properties, so
// even an attribute named "__proto__" stays an attribute.
const sortedAttributes = (attributes: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => byCodeUnits(a, b)));

/**
 * JSON of name-value pairs in ascending name order, written pair by pair: a JavaScript object would put
 * names that look like integers ("10", "9") first in numeric order whatever order they were added in.
 */
export const attributesJson = (attributes: Record<string, string>): string =>
  `{${Object.entries(attributes)
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
    .join(',')}}`;

/**
 * SHA-256 (hex) of the UTF-8 bytes of the canonical frame written as JSON (canonicalFrameJson): an array
 * of `{"id":…,"name":…,"attributes":{…}}` in that key order, ids ascending, attribute names ascending, no
 * spaces, each string as JavaScript's JSON.stringify writes it (non-ASCII characters as themselves). Two
 * frames have the same fingerprint exactly when they hold the same institutions with the same names and
 * attributes, whatever their order.
 */
export const frameFingerprint = (frame: Frame): string => fingerprintOfCanonical(canonicalFrame(frame));

export const fingerprintOfCanonical = (canonical: readonly Institution[]): string => createHash('sha256').update(canonicalFrameJson(canonical), 'utf8').digest('hex');

/** The text the fingerprint hashes (frameFingerprint describes it); an auditor can compare it byte for byte. */
export const canonicalFrameJson = (canonical: readonly Institution[]): string =>
  `[${canonical.map(({ id, name, attributes }) => `{"id":${id},"name":${JSON.stringify(name)},"attributes":${attributesJson(attributes)}}`).join(',')}]`;

export interface EligibleFrame {
  /** The canonical frame without the excluded institutions. */
  eligible: Institution[];
  /** The ids actually left out: those of the exclusion set that are in the frame, ascending. */
  excludedIds: number[];
}

/**
 * Leaves out the institutions sampled recently (the caller finds them, e.g. those in a draw of the last N
 * days). Ids of the set that are not in the frame (an institution that has left since) are ignored: only
 * the ones actually removed are recorded, which is what repeating the draw needs.
 */
export const withoutExcluded = (canonical: readonly Institution[], exclude: Iterable<number> | undefined): EligibleFrame => {
  const excluded = new Set(exclude ?? []);
  if (excluded.size === 0) return { eligible: [...canonical], excludedIds: [] };
  const eligible: Institution[] = [];
  const excludedIds: number[] = [];
  for (const institution of canonical) {
    if (excluded.has(institution.id)) excludedIds.push(institution.id);
    else eligible.push(institution);
  }
  return { eligible, excludedIds };
};

export interface FrameSummary {
  /** SHA-256 of the whole frame as given, before any exclusion (frameFingerprint). */
  fingerprint: string;
  /** Institutions in the frame. */
  size: number;
  /** The ids left out as recently sampled, ascending: part of what repeating the draw needs. */
  excludedIds: number[];
  excludedCount: number;
  /** Institutions the draw could choose from: size − excludedCount. */
  eligibleSize: number;
}

/** The first step of every method: the frame checked, canonical, fingerprinted and without the excluded. */
export const prepareFrame = (frame: Frame, exclude: Iterable<number> | undefined): { eligible: Institution[]; summary: FrameSummary } => {
  const canonical = canonicalFrame(frame);
  const { eligible, excludedIds } = withoutExcluded(canonical, exclude);
  return {
    eligible,
    summary: {
      fingerprint: fingerprintOfCanonical(canonical),
      size: canonical.length,
      excludedIds,
      excludedCount: excludedIds.length,
      eligibleSize: eligible.length,
    },
  };
};

/** Random and attribute draws need someone to choose from. */
export const requireEligible = (summary: FrameSummary): void => {
  if (summary.eligibleSize > 0) return;
  if (summary.size === 0) throw new SamplingError('emptyFrame', '抽样框中没有机构');
  throw new SamplingError('emptyFrame', `排除近期已抽样的${summary.excludedCount}家机构后，没有可抽取的机构`, { excludedCount: summary.excludedCount });
};
