/** The multipart forms the import's calls take (features/qualification/contract/calls.ts). */

/** A file under `file`. */
export const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** Text fields only. */
export const fieldsForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};
