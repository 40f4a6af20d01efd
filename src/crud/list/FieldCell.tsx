/** A list cell by field kind: switch, thumbnail, a file's name as its download link, or text with ellipsis ('-' when empty). */
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { cellText, EMPTY_CELL, imageOf } from './cellValue';
import { SwitchCell } from './SwitchCell';

const THUMBNAIL_SIZE = 40;
const DEFAULT_TEXT_WIDTH = 240;

export const FieldCell = ({ field, record }: { field: FieldSpec; record: RaRecord }) => {
  if (field.kind === 'flag' && field.column === 'switch') return <SwitchCell field={field} record={record} />;
  if (field.kind === 'image') {
    const image = imageOf(record[field.name]);
    if (!image) return <>{EMPTY_CELL}</>;
    return (
      <Box
        component="img"
        src={image.url}
        alt={image.title || field.label}
        loading="lazy"
        sx={{ height: THUMBNAIL_SIZE, maxWidth: THUMBNAIL_SIZE * 2, objectFit: 'cover', verticalAlign: 'middle', borderRadius: 0.5 }}
      />
    );
  }
  const text = cellText(field, record);
  if (text === null) return <>{EMPTY_CELL}</>;
  // A file downloads under its own name (fastdfs/downloadfiles names it too).
  const file = field.kind === 'file' ? imageOf(record[field.name]) : null;
  return (
    <Box
      {...(file ? { component: 'a' as const, href: file.url, download: file.title ?? '' } : { component: 'span' as const })}
      title={text}
      sx={{
        display: 'inline-block',
        maxWidth: field.width ?? DEFAULT_TEXT_WIDTH,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {text}
    </Box>
  );
};
