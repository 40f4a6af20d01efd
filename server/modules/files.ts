/**
 * The file calls of spec section 7: fastdfs/uploadFile (multipart, field
 * `file`, any logged-in user) and fastdfs/downloadfiles (public: an <img>
 * cannot send the token, so ids are random UUIDs). Bytes go to the file store
 * (server/storage/: the database unless S3 is configured) as they arrive,
 * metadata to sys_file. The type is decided by the file's first bytes, never
 * by its name or the browser's MIME type, before anything is stored.
 */
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { ApiError } from '../http/envelope';
import { get, type ServerModule } from '../http/api';
import { resources } from '../../resources';
import { claimUpload, discardUpload, stageUpload } from '../storage/staging';
import { readHead } from '../storage/readHead';

/** Uploading is for operators of a module that holds files: any declared module's menu. */
const UPLOAD_MENUS = { menu: [...new Set(resources.map((resource) => resource.menuId))] };

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_FILE_NAME = 120;

export const FILE_MESSAGES = {
  noFile: '请选择要上传的文件',
  unsupported: '不支持的文件类型',
  tooLarge: '文件大小不能超过20MB',
  notFound: '文件不存在',
  typeMismatch: '文件内容与文件类型不符',
  /** Its bytes were discarded as abandoned before its row was written (server/storage/staging.ts): practically never. */
  expired: '上传已超时，请重新上传',
} as const;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Extension of each accepted content type (the name of its bytes in the former DATA_DIR/uploads, server/storage/migrateFiles.ts). */
export const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  [DOCX]: '.docx',
  [XLSX]: '.xlsx',
  'application/msword': '.doc',
  'application/vnd.ms-excel': '.xls',
};

const ZIPS = ['application/zip', 'application/x-zip-compressed', 'application/x-zip'];
const OLE = ['application/x-ole-storage', 'application/cdfv2'];

/** What a browser may declare for each detected type, and the extensions a name may carry. */
const DECLARED: Record<string, { types: string[]; names: string[] }> = {
  'image/png': { types: ['image/png', 'image/x-png', 'image/apng'], names: ['.png'] },
  'image/jpeg': { types: ['image/jpeg', 'image/jpg', 'image/pjpeg'], names: ['.jpg', '.jpeg', '.jpe', '.jfif'] },
  'image/gif': { types: ['image/gif'], names: ['.gif'] },
  'image/webp': { types: ['image/webp'], names: ['.webp'] },
  'application/pdf': { types: ['application/pdf', 'application/x-pdf'], names: ['.pdf'] },
  'application/zip': { types: ZIPS, names: ['.zip'] },
  [DOCX]: { types: [DOCX, ...ZIPS], names: ['.docx'] },
  [XLSX]: { types: [XLSX, ...ZIPS], names: ['.xlsx'] },
  'application/msword': { types: ['application/msword', ...OLE], names: ['.doc'] },
  'application/vnd.ms-excel': { types: ['application/vnd.ms-excel', 'application/msexcel', 'application/x-msexcel', ...OLE], names: ['.xls'] },
};
/** A declaration that says nothing about the type. */
const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download', 'application/unknown']);

/**
 * The stored name when the browser's type and the name agree with the
 * content: a name without an extension gets the content's; null when either lies
 * (a PNG declared text/html, a PDF named .html).
 */
export const checkDeclaredType = (contentType: string, declared: string | undefined, fileName: string): string | null => {
  const known = DECLARED[contentType];
  const mime = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (!known || (!GENERIC.has(mime) && !known.types.includes(mime))) return null;
  const extension = path.extname(fileName).toLowerCase();
  if (!extension) return cleanFileName(`${fileName}${EXTENSIONS[contentType]}`);
  return known.names.includes(extension) ? fileName : null;
};

const HEAD_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + expected.length && head.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * The content type told by the first bytes. ZIP and OLE containers hold
 * several formats; their name's extension picks among those (docx, xlsx, doc, xls).
 */
export const detectContentType = (head: Buffer, fileName: string): string | null => {
  const extension = path.extname(fileName).toLowerCase();
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'image/gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return extension === '.docx' ? DOCX : extension === '.xlsx' ? XLSX : 'application/zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return extension === '.xls' ? 'application/vnd.ms-excel' : 'application/msword';
  return null;
};

/**
 * The name without path parts, control or invisible format characters,
 * reserved characters (: * ? " < > | become _), leading dots and trailing
 * dots or spaces; at most 120 characters.
 */
export const cleanFileName = (raw: string | undefined, fallbackExtension = ''): string => {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[.\s]+$/, '')
    .trim();
  if (!name) return `file${fallbackExtension}`;
  const chars = [...name];
  if (chars.length <= MAX_FILE_NAME) return name;
  const extension = path.extname(name);
  const keep = extension.length > 0 && extension.length <= 10 ? [...extension] : [];
  return [...chars.slice(0, MAX_FILE_NAME - keep.length), ...keep].join('');
};

/** Content-Disposition with an ASCII fallback and the real name in RFC 5987 form. */
export const contentDisposition = (fileName: string, inline: boolean) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** Answers made bytes (a workbook, a document, a package) as a download named `fileName`: never sniffed, never kept. */
export const sendDownload = (reply: FastifyReply, fileName: string, bytes: Buffer, contentType = 'application/octet-stream') =>
  reply
    .header('content-type', contentType)
    .header('content-length', bytes.length)
    .header('content-disposition', contentDisposition(fileName, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => new ApiError(FILE_MESSAGES.notFound, 404, null, 404);

/** HTTP 413 with the envelope (status 413) and the limit in Chinese. */
const tooLarge = () => new ApiError(FILE_MESSAGES.tooLarge, 413, null, 413);

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the rest of a refused part, so the request ends and its answer is read; a part over the limit ends early. */
const drain = async (rest: AsyncIterable<unknown>) => {
  try {
    for await (const _ of rest);
  } catch {
    // The refusal already chosen stands.
  }
};

export const filesModule: ServerModule = ({ config, log, files: store, clock }) => [
  {
    method: 'POST',
    path: 'fastdfs/uploadFile',
    access: UPLOAD_MENUS,
    // Logged with its row, not around the upload: a slow client must not hold a transaction open.
    effect: { write: 'create', audit: 'self' },
    handler: async ({ db, request, user, logWrite }) => {
      if (!request.isMultipart()) throw new ApiError(FILE_MESSAGES.noFile);
      const part = await request.file().catch((error: unknown) => {
        if (isTooLarge(error)) throw tooLarge();
        throw error;
      });
      if (!part || part.fieldname !== 'file') throw new ApiError(FILE_MESSAGES.noFile);
      const { head, rest } = await readHead(part.file, HEAD_BYTES).catch((error: unknown) => {
        if (isTooLarge(error)) throw tooLarge();
        throw error;
      });
      const contentType = detectContentType(head, part.filename ?? '');
      if (!contentType) {
        await drain(rest);
        throw new ApiError(FILE_MESSAGES.unsupported);
      }
      const extension = EXTENSIONS[contentType];
      const fileName = checkDeclaredType(contentType, part.mimetype, cleanFileName(part.filename, extension));
      if (!fileName) {
        await drain(rest);
        throw new ApiError(FILE_MESSAGES.typeMismatch);
      }
      const id = randomUUID();
      const size = await stageUpload(db, store, clock, id, rest).catch((error: unknown) => {
        if (isTooLarge(error)) throw tooLarge();
        throw error;
      });
      const answer = { fileId: id, fileName, url: `${config.apiBase}fastdfs/downloadfiles?fileId=${id}`, size, contentType };
      try {
        if (part.file.truncated) throw tooLarge();
        await db.transaction(async (tx) => {
          if (!(await claimUpload(tx as unknown as Db, id))) throw new ApiError(FILE_MESSAGES.expired);
          await tx.insert(files).values({ id, fileName, contentType, size, createdBy: user?.id ?? null });
          await logWrite(tx as unknown as Db, answer);
        });
      } catch (error) {
        // Bytes that cannot be discarded now keep their sys_file_upload row: the purge discards them later.
        await discardUpload(db, store, id).catch((failure: unknown) => log.warn({ fileId: id, err: failure }, 'upload not discarded'));
        throw error;
      }
      log.info({ fileId: id, fileName, contentType, size, userId: user?.id }, 'file uploaded');
      return answer;
    },
  },
  get(
    'fastdfs/downloadfiles',
    'public',
    'read',
    async ({ db, query, reply }) => {
      const fileId = String(query.fileId ?? '').toLowerCase();
      if (!UUID.test(fileId)) throw notFound();
      const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
      if (!file) throw notFound();
      const stored = await store.get(file.id);
      if (!stored) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', contentDisposition(file.fileName, file.contentType.startsWith('image/')))
        .send(stored.stream);
    },
    { raw: true },
  ),
];
