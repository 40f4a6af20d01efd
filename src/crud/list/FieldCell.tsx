/** A list cell by field kind: switch, thumbnail, a file's name as its download link, or text with ellipsis ('-' when empty). */
import type { RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { cellText, EMPTY_CELL, imageOf } from './cellValue';
import { SwitchCell } from './SwitchCell';

const THUMBNAIL_SIZE = 40;
const DEFAULT_TEXT_WIDTH = 240;

// Plain inline styles: a page of 100 rows has hundreds of cells, each would run MUI's sx otherwise.
const thumbnailStyle = { height: THUMBNAIL_SIZE, maxWidth: THUMBNAIL_SIZE * 2, objectFit: 'cover', verticalAlign: 'middle', borderRadius: 4 } as const;
const textStyle = { display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' } as const;

export const FieldCell = ({ field, record }: { field: FieldSpec; record: RaRecord }) => {
  if (field.kind === 'flag' && field.column === 'switch') return <SwitchCell field={field} record={record} />;
  if (field.kind === 'image') {
    const image = imageOf(record[field.name]);
    if (!image) return <>{EMPTY_CELL}</>;
    return <img src={image.url} alt={image.title || field.label} loading="lazy" style={thumbnailStyle} />;
  }
  const text = cellText(field, record);
  if (text === null) return <>{EMPTY_CELL}</>;
  // A file downloads under its own name (fastdfs/downloadfiles names it too).
  const file = field.kind === 'file' ? imageOf(record[field.name]) : null;
  const style = { ...textStyle, maxWidth: field.width ?? DEFAULT_TEXT_WIDTH };
  return file ? (
    <a href={file.url} download={file.title ?? ''} title={text} style={style}>
      {text}
    </a>
  ) : (
    <span title={text} style={style}>
      {text}
    </span>
  );
};
