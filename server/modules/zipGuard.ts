/**
 * The zip container of an uploaded xlsx, checked before a workbook reader
 * inflates it: it must start with a local file header, end with a readable
 * central directory, hold at most MAX_ZIP_ENTRIES parts, none encrypted or
 * ZIP64, and its parts must really inflate to at most MAX_UNPACKED_BYTES in
 * all. The declared sizes are checked first (a cheap refusal), then every
 * part is inflated through a counting stream that stops at the cap, so a
 * zip bomb whose directory lies about its sizes is refused too, without
 * ever holding more than one chunk of the inflated bytes.
 */
import { createInflateRaw } from 'node:zlib';
import { fail } from '../http/envelope';

export const ZIP_MESSAGES = {
  fileFormat: '文件格式不正确，请使用下载的模板（.xlsx）',
  contentTooLarge: '文件内容过大，每次最多导入5000行',
} as const;

/** The unpacked parts of a workbook; the template with 5,000 full rows of Chinese text holds under 50 MB. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/**
 * The shared strings a workbook reader holds in memory whole, whatever rows it
 * stops at: 5,000 full rows of the question template hold under 8 MB.
 */
export const MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024;
const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;
export const MAX_ZIP_ENTRIES = 1000;

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

interface ZipEntry {
  name: string;
  method: number;
  /** Where the central directory says the part's local record starts. */
  offset: number;
  compressed: number;
  declared: number;
}

const badFormat = () => fail(ZIP_MESSAGES.fileFormat);

/** The entries named by the central directory (refuses a container that is not a plain zip). */
const readDirectory = (bytes: Buffer): { entries: ZipEntry[]; directoryAt: number } => {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) badFormat();
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) badFormat();
  const count = bytes.readUInt16LE(end + 10);
  if (count > MAX_ZIP_ENTRIES) fail(ZIP_MESSAGES.contentTooLarge);
  const entries: ZipEntry[] = [];
  const directoryAt = bytes.readUInt32LE(end + 16);
  let at = directoryAt;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) badFormat();
    const flags = bytes.readUInt16LE(at + 8);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const offset = bytes.readUInt32LE(at + 42);
    // Encrypted parts and ZIP64 sizes are never in a workbook written by Excel, WPS or the template.
    if (flags & 0x1 || compressed === 0xffffffff || declared === 0xffffffff || offset === 0xffffffff) badFormat();
    const nameLength = bytes.readUInt16LE(at + 28);
    if (at + 46 + nameLength > bytes.length) badFormat();
    entries.push({ name: bytes.toString('latin1', at + 46, at + 46 + nameLength), method: bytes.readUInt16LE(at + 10), offset, compressed, declared });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, directoryAt };
};

/** Parts a streaming workbook reader needs before any worksheet, in the order it needs them. */
const READING_RANK: [RegExp, number][] = [
  [/^xl\/_rels\/workbook\.xml\.rels$/i, 0],
  [/^xl\/workbook\.xml$/i, 1],
  [SHARED_STRINGS, 2],
  [/^xl\/worksheets\/sheet\d+\.xml$/i, 3],
];
const readingRank = (name: string) => READING_RANK.find(([pattern]) => pattern.test(name))?.[1] ?? 4;

/**
 * The same archive with its local records in reading order: the workbook's
 * relations, the workbook, the shared strings, the worksheets, then the rest.
 * exceljs's streaming reader takes the parts in stored order, and Excel-like
 * writers (exceljs's own included) store xl/workbook.xml last; its single pass
 * then intermittently never delivers that last part and fails with
 * "Cannot read properties of undefined (reading 'sheets')" (exceljs issue
 * #3064, about 1 read in 500 here). In this order the worksheet streams straight
 * from the archive (no temporary file) and the last part is one it never needs.
 * A record runs from its offset to the next record's (its data descriptor included).
 */
const inReadingOrder = (bytes: Buffer, entries: ZipEntry[], directoryAt: number): Buffer => {
  const stored = [...entries].sort((a, b) => a.offset - b.offset);
  const record = new Map(stored.map((entry, index) => [entry, bytes.subarray(entry.offset, stored[index + 1]?.offset ?? directoryAt)]));
  const ordered = [...entries].sort((a, b) => readingRank(a.name) - readingRank(b.name) || a.offset - b.offset);
  return Buffer.concat([...ordered.map((entry) => record.get(entry)!), bytes.subarray(directoryAt)]);
};

/** The bytes of an entry's data as stored (after its local header). */
const entryData = (bytes: Buffer, entry: ZipEntry): Buffer => {
  const { offset, compressed } = entry;
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL) badFormat();
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  if (start + compressed > bytes.length) badFormat();
  return bytes.subarray(start, start + compressed);
};

/** How many bytes `data` inflates to, counted chunk by chunk; stops as soon as it passes `limit`. */
export const inflatedSize = (data: Buffer, limit: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let total = 0;
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(total);
    };
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        settle(null);
        inflater.destroy();
      }
    });
    inflater.on('end', () => settle(null));
    inflater.on('error', (error) => settle(error));
    inflater.end(data);
  });

/**
 * Refuses (with a Chinese message) a file that is not a plain zip or that unpacks to more than the cap;
 * answers the archive in the order a streaming workbook reader needs (inReadingOrder).
 */
export const checkZip = async (bytes: Buffer, maxUnpacked = MAX_UNPACKED_BYTES): Promise<Buffer> => {
  const { entries, directoryAt } = readDirectory(bytes);
  if (entries.reduce((sum, entry) => sum + entry.declared, 0) > maxUnpacked) fail(ZIP_MESSAGES.contentTooLarge);
  let unpacked = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    const shared = SHARED_STRINGS.test(entry.name);
    const limit = shared ? Math.min(MAX_SHARED_STRINGS_BYTES, maxUnpacked - unpacked) : maxUnpacked - unpacked;
    let size = 0;
    if (entry.method === 0) size = data.length;
    else if (entry.method === 8) size = await inflatedSize(data, limit).catch(() => badFormat());
    else badFormat();
    unpacked += size;
    if (unpacked > maxUnpacked || (shared && size > MAX_SHARED_STRINGS_BYTES)) fail(ZIP_MESSAGES.contentTooLarge);
  }
  return inReadingOrder(bytes, entries, directoryAt);
};
