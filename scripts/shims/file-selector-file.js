// The browser build's stand-in for file-selector's `file.js` (file-selector is react-dropzone's file
// reader, used by react-admin's FileInput and ImageInput): the same `toFileWithPath`, with a MIME table
// of the types the console's upload fields accept instead of file-selector's 1,200 entries (about
// 10 KB of gzip on every form). The table is read only when the browser gives a file no type;
// test/unit/buildShims.test.ts checks it covers every declared `accept`.
export const COMMON_MIME_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
]);

const setObjProp = (file, key, value) => Object.defineProperty(file, key, { value, writable: false, configurable: false, enumerable: true });

const withMimeType = (file) => {
  const { name } = file;
  if (name && name.lastIndexOf('.') !== -1 && !file.type) {
    const type = COMMON_MIME_TYPES.get(name.split('.').pop().toLowerCase());
    if (type) setObjProp(file, 'type', type);
  }
  return file;
};

export function toFileWithPath(file, path, handle) {
  const f = withMimeType(file);
  const { webkitRelativePath } = file;
  const p = typeof path === 'string' ? path : typeof webkitRelativePath === 'string' && webkitRelativePath.length > 0 ? webkitRelativePath : `./${file.name}`;
  if (typeof f.path !== 'string') setObjProp(f, 'path', p);
  if (handle !== undefined) setObjProp(f, 'handle', handle);
  setObjProp(f, 'relativePath', p);
  return f;
}
