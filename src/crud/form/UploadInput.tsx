/**
 * Image and file inputs: files go up through fastdfs/uploadFile when the
 * form is saved (dataProvider/uploads.ts); here they are picked, checked
 * against the declared types and size, and previewed.
 */
import { FileField, FileInput, ImageField, ImageInput, useNotify, useTranslate, type Validator } from 'react-admin';
import type { FileRejection } from 'react-dropzone';
import type { FieldSpec } from '../../../resources/framework';
import { acceptMap, formatFiles, parseFiles } from './fileValues';

const MB = 1024 * 1024;

export interface UploadInputProps {
  field: FieldSpec;
  validate: Validator;
}

export const UploadInput = ({ field, validate }: UploadInputProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const maxSizeMb = field.maxSizeMb;
  const onDropRejected = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((rejection) => rejection.errors.some((error) => error.code === 'file-too-large'));
    notify(tooLarge ? 'form.fileTooLarge' : 'form.fileTypeRejected', { type: 'error', messageArgs: { size: maxSizeMb } });
  };
  const common = {
    source: field.name,
    label: field.label,
    validate,
    helperText: field.helperText,
    accept: acceptMap(field.accept),
    maxSize: maxSizeMb ? maxSizeMb * MB : undefined,
    options: { onDropRejected },
    // The drop zone's hidden <input type="file"> is named by the field's label (Lighthouse's "label" audit).
    inputProps: { 'aria-label': translate(field.label, { _: field.label }) },
    format: formatFiles,
    parse: parseFiles,
    placeholder: <p>{translate('form.upload')}</p>,
  };
  return field.kind === 'image' ? (
    <ImageInput {...common}>
      <ImageField source="src" title="title" />
    </ImageInput>
  ) : (
    <FileInput {...common}>
      <FileField source="src" title="title" target="_blank" rel="noopener noreferrer" />
    </FileInput>
  );
};
