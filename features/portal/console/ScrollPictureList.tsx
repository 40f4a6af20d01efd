/**
 * The pictures of a scroll bar's form (react-hook-form's useFieldArray under
 * react-admin's Form): each one a region 第N张 with its picture, title and
 * link, 上移 / 下移 / 删除; 添加图片 up to the limit.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { SCROLL_PICTURE_TITLE_MAX, SCROLL_PICTURES_MAX } from '../../../resources/portal/scrollPictures';
import { PictureInput } from './PictureInput';

export const ScrollPictureList = ({ editable }: { editable: boolean }) => {
  const translate = useTranslate();
  const { fields, append, move, remove } = useFieldArray({ name: 'pictures' });
  const tool = (label: string, name: string, icon: ReactNode, onClick: () => void, disabled = false, color?: 'error') => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={`${name}${translate(label)}`} disabled={disabled} color={color} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('portal.scroll.count', { count: fields.length })}
        </Typography>
        {editable && (
          <Button sx={{ ml: 'auto' }} variant="outlined" startIcon={<AddIcon />} disabled={fields.length >= SCROLL_PICTURES_MAX} onClick={() => append({ picture: null, title: '', linkUrl: '' })}>
            {translate('portal.scroll.add')}
          </Button>
        )}
      </Box>
      {fields.length === 0 && (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
          {translate('portal.scroll.empty')}
        </Typography>
      )}
      {fields.map((item, index) => {
        const name = translate('portal.scroll.item', { index: index + 1 });
        const source = `pictures.${index}`;
        return (
          <Paper key={item.id} variant="outlined" role="region" aria-label={name} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Typography sx={{ width: 48, pt: 1 }} fontWeight={600}>
              {name}
            </Typography>
            <PictureInput source={`${source}.picture`} label={translate('portal.scroll.pictureAlt', { index: index + 1 })} disabled={!editable} testId={`scroll-picture-file-${index + 1}`} />
            <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 260 }}>
              <TextInput source={`${source}.title`} label="portal.scroll.pictureTitle" disabled={!editable} slotProps={{ htmlInput: { maxLength: SCROLL_PICTURE_TITLE_MAX + 10 } }} />
              <TextInput source={`${source}.linkUrl`} label="portal.scroll.linkUrl" helperText="portal.scroll.linkHint" disabled={!editable} />
            </Box>
            {editable && (
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                {tool('portal.scroll.moveUp', name, <ArrowUpwardIcon fontSize="small" />, () => move(index, index - 1), index === 0)}
                {tool('portal.scroll.moveDown', name, <ArrowDownwardIcon fontSize="small" />, () => move(index, index + 1), index === fields.length - 1)}
                {tool('portal.scroll.remove', name, <DeleteOutlineIcon fontSize="small" />, () => remove(index), false, 'error')}
              </Box>
            )}
          </Paper>
        );
      })}
    </Box>
  );
};
