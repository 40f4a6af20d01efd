/**
 * The ledger (台账) files of the qualification register (docs/qualification.md): an uploaded workbook, the
 * error workbook of a dry run and a zip package of supporting documents, kept in qua_file. Every upload goes
 * through the file service's guards: the 20 MB limit while the part streams, the type told by the first
 * bytes (and the browser's type and the name agreeing with it), and the zip-bomb check of the container.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { quaFiles } from './schema';
import { ApiError, fail } from '../../../server/http/envelope';
import { checkDeclaredType, cleanFileName, detectContentType, MAX_UPLOAD_BYTES, sendDownload } from '../../../server/modules/files';
import { checkZip, ZIP_MESSAGES } from '../../../server/modules/zipGuard';
import { QUA_MESSAGES } from './messages';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZIP = 'application/zip';

export interface Upload {
  file: { bytes: Buffer; fileName: string; mimetype: string } | null;
  fields: Record<string, string>;
}

/** The multipart request: the part `file` (at most 20 MB, refused as it streams) and the text fields. */
export const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  const upload: Upload = { file: null, fields: {} };
  if (!request.isMultipart()) {
    // A confirmation carries no file: it may come as JSON.
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') upload.fields[key] = String(value);
    return upload;
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = { bytes, fileName: part.filename ?? '', mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(QUA_MESSAGES.fileTooLarge, 413, null, 413);
    throw error;
  }
  return upload;
};

/** The file's clean name when its first bytes, its declared type and its name all say `expected`; else refuses. */
const checkType = (file: NonNullable<Upload['file']>, expected: string, refusal: string): string => {
  const name = cleanFileName(file.fileName, expected === XLSX ? '.xlsx' : '.zip');
  const detected = detectContentType(file.bytes.subarray(0, 16), name);
  if (detected !== expected) fail(refusal);
  return checkDeclaredType(expected, file.mimetype, name) ?? fail(refusal);
};

/** An uploaded ledger workbook, checked: an xlsx by its bytes whose zip container is no bomb. */
export const checkLedgerFile = async (file: Upload['file']): Promise<string> => {
  if (!file || file.bytes.length === 0) fail(QUA_MESSAGES.fileRequired);
  const name = checkType(file!, XLSX, QUA_MESSAGES.notXlsx);
  await checkZip(file!.bytes).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusText === ZIP_MESSAGES.contentTooLarge) fail(QUA_MESSAGES.contentTooLarge);
    if (error instanceof ApiError) fail(QUA_MESSAGES.notXlsx);
    throw error;
  });
  return name;
};

/** An uploaded zip package, checked: a zip by its bytes whose parts unpack to at most 50 MB. */
export const checkPackageFile = async (file: Upload['file']): Promise<string> => {
  if (!file || file.bytes.length === 0) fail(QUA_MESSAGES.fileRequired);
  const name = checkType(file!, ZIP, QUA_MESSAGES.notZip);
  await checkZip(file!.bytes).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusText === ZIP_MESSAGES.contentTooLarge) fail('压缩包解压后不能超过50MB');
    if (error instanceof ApiError) fail(QUA_MESSAGES.notZip);
    throw error;
  });
  return name;
};

export type FileKind = 'source' | 'errors' | 'package';

/** Stores a ledger file; answers its id. */
export const storeFile = async (db: Db, kind: FileKind, fileName: string, bytes: Buffer, userId: number | null): Promise<string> => {
  const id = randomUUID();
  await db.insert(quaFiles).values({ id, kind, fileName, contentType: kind === 'package' ? ZIP : XLSX, size: bytes.length, bytes, createdBy: userId });
  return id;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const findFile = async (db: Db, rawId: unknown, kind?: FileKind) => {
  const id = String(rawId ?? '').toLowerCase();
  if (!UUID.test(id)) return null;
  const [file] = await db.select().from(quaFiles).where(eq(quaFiles.id, id)).limit(1);
  return file && (!kind || file.kind === kind) ? file : null;
};

/** Sends a workbook or package as an attachment. */
export const sendBytes = (reply: import('fastify').FastifyReply, fileName: string, contentType: string, bytes: Buffer) => sendDownload(reply, fileName, bytes, contentType);
