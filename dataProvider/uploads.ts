/**
 * react-admin's file inputs hold `{rawFile, src, title}`; before a save each
 * new file goes through fastdfs/uploadFile and is replaced by the stored
 * reference `{url, title}` the contract keeps.
 */
import { upload } from './http';

export interface UploadedFile {
  fileId: string;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
}

interface InputFile {
  rawFile?: File;
  src?: string;
  url?: string;
  title?: string;
}

const isInputFile = (value: unknown): value is InputFile => !!value && typeof value === 'object' && 'rawFile' in value && (value as InputFile).rawFile instanceof File;

export const uploadFile = async (file: File): Promise<UploadedFile> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await upload<UploadedFile>('fastdfs/uploadFile', form, { silent: true })).data;
};

const toReference = async (value: unknown): Promise<unknown> => {
  if (Array.isArray(value)) return Promise.all(value.map(toReference));
  if (isInputFile(value)) {
    const stored = await uploadFile(value.rawFile!);
    return { url: stored.url, title: value.title || stored.fileName };
  }
  if (value && typeof value === 'object' && 'src' in value && !('url' in value)) {
    // An existing file shown by the input: keep its stored reference.
    const { src, title } = value as InputFile;
    return { url: src, title };
  }
  return value;
};

/** The record with every new file uploaded and every file as `{url, title}`. */
export const uploadFiles = async <T extends Record<string, unknown>>(data: T): Promise<T> => {
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await toReference(value)] as const));
  return Object.fromEntries(entries) as T;
};
