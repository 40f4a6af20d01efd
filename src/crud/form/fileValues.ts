/**
 * Upload values between the contract and react-admin's file inputs: the
 * contract stores `{url, title}`, the inputs show `{src, title}` and hold a
 * new file as `{rawFile, src, title}` until the dataProvider uploads it.
 */
export interface StoredFile {
  url: string;
  title?: string;
}

export interface InputFile {
  rawFile?: File;
  src?: string;
  title?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** One stored or new file as the input shows it. */
const toInputFile = (value: unknown): unknown => {
  if (typeof File !== 'undefined' && value instanceof File) return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  if (isObject(value) && typeof value.url === 'string' && !('src' in value)) return { src: value.url, title: value.title };
  return value;
};

/** One input file as the form keeps it: new files stay whole, shown ones go back to `{url, title}`. */
const toFormFile = (value: unknown): unknown => {
  const file = toInputFile(value);
  if (isObject(file) && !file.rawFile && typeof file.src === 'string') return { url: file.src, title: file.title };
  return file;
};

const each = (map: (value: unknown) => unknown) => (value: unknown) => {
  if (value === undefined || value === null || value === '') return null;
  return Array.isArray(value) ? value.map(map) : map(value);
};

/** `format` of the upload inputs: the stored reference shown as `{src, title}`. */
export const formatFiles = each(toInputFile);

/** `parse` of the upload inputs. */
export const parseFiles = each(toFormFile);

/** The value as a stored reference (new files count with their preview address), for validation. */
export const toStoredFiles = each((value) => {
  const file = toInputFile(value);
  return isObject(file) && typeof file.src === 'string' ? { url: file.src, title: file.title } : file;
});

/** react-dropzone's accept map from a list of MIME types. */
export const acceptMap = (types: string[] | undefined) => (types?.length ? Object.fromEntries(types.map((type) => [type, []])) : undefined);
