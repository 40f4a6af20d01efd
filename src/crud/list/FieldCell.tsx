/** A list cell by field kind: switch, thumbnail, or text with ellipsis ('-' when empty). */
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
  return (
    <Box
      component="span"
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
