/**
 * 滚动栏图片配置 (/portal/configuration?id=, hidden page of menu 18): a scroll
 * bar's pictures in display order, read with getPicture and saved whole with
 * addPicture (with the version read), each with its upload, title and link.
 * Checked with the server's messages before saving; read-only without the
 * menu's `modify` unit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { showMessage } from '../../../dataProvider/messages';
import scrollBar from '../../../resources/portal/scrollBar';
import {
  pictureViolations,
  SCROLL_PICTURE_TITLE_MAX,
  SCROLL_PICTURES_MAX,
  type ScrollPicture,
} from '../../../resources/portal/scrollPictures';
import { getScrollPictures, saveScrollPictures, type ScrollPictures } from './api';
import { PicturePicker } from './PicturePicker';

interface Item extends ScrollPicture {
  key: number;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; scrollTitle: string; version: number };
type Errors = Record<string, { key: string; index: number }>;

const readId = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

const ScrollPicturesPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const scrollId = readId(query.get('id'));
  const can = useCan(scrollBar.name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [items, setItems] = useState<Item[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const nextKey = useRef(1);

  const withKeys = (pictures: ScrollPicture[]): Item[] =>
    pictures.map((picture) => ({ picture: picture.picture ?? null, title: picture.title ?? '', linkUrl: picture.linkUrl ?? '', key: nextKey.current++ }));

  const show = (answer: ScrollPictures) => {
    setItems(withKeys(answer.pictures));
    setLoad({ state: 'loaded', scrollTitle: answer.scrollTitle, version: answer.version });
    setErrors({});
  };

  const reload = useCallback(() => {
    if (scrollId === null) {
      setLoad({ state: 'failed', message: 'portal.scroll.validation.scrollNotFound' });
      return undefined;
    }
    setLoad({ state: 'loading' });
    let active = true;
    getScrollPictures(scrollId).then(
      (answer) => active && show(answer),
      (error: unknown) => active && setLoad({ state: 'failed', message: error instanceof Error && error.message ? error.message : 'portal.common.loadFailed' }),
    );
    return () => {
      active = false;
    };
  }, [scrollId]);

  useEffect(() => reload(), [reload]);

  const change = (key: number, patch: Partial<ScrollPicture>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    setErrors({});
  };

  const move = (index: number, offset: number) => {
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + offset, 0, item);
      return next;
    });
    setErrors({});
  };

  const remove = (key: number) => {
    setItems((current) => current.filter((item) => item.key !== key));
    setErrors({});
  };

  const add = () => setItems((current) => [...current, ...withKeys([{ picture: null, title: '', linkUrl: '' }])]);

  const save = async () => {
    if (load.state !== 'loaded' || scrollId === null) return;
    const found = pictureViolations(items);
    if (found.length) {
      setErrors(Object.fromEntries(found.map((violation) => [`${violation.index - 1}.${violation.field}`, { key: violation.key, index: violation.index }])));
      return;
    }
    setSaving(true);
    try {
      show(await saveScrollPictures(scrollId, load.version, items));
      showMessage('success', 'portal.common.success');
    } catch {
      // The refusal (e.g. a newer version) is on the message line; what was set stays.
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (index: number, field: 'picture' | 'title' | 'linkUrl') => {
    const error = errors[`${index}.${field}`];
    return error ? translate(`portal.scroll.validation.${error.key}`, { index: error.index }) : undefined;
  };

  if (load.state === 'loading' || can.isPending) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('portal.common.loading')}
      </Typography>
    );
  }
  if (load.state === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            {scrollId !== null && (
              <Button color="inherit" size="small" onClick={() => reload()}>
                {translate('portal.common.retry')}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={() => navigate(scrollBar.routes.list)}>
              {translate('portal.common.back')}
            </Button>
          </Box>
        }
      >
        {translate(load.message, { _: load.message })}
      </Alert>
    );
  }

  const editable = can.edit;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="scroll-pictures">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" fontWeight={600}>
          {translate('portal.scroll.title', { title: load.scrollTitle })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('portal.scroll.count', { count: items.length })}
        </Typography>
        {editable && (
          <Button sx={{ ml: 'auto' }} variant="outlined" startIcon={<AddIcon />} disabled={items.length >= SCROLL_PICTURES_MAX} onClick={add}>
            {translate('portal.scroll.add')}
          </Button>
        )}
      </Box>
      {!editable && <Alert severity="info">{translate('portal.common.readOnly')}</Alert>}
      {items.length === 0 && (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
          {translate('portal.scroll.empty')}
        </Typography>
      )}
      {items.map((item, index) => {
        const name = translate('portal.scroll.item', { index: index + 1 });
        return (
          <Paper key={item.key} variant="outlined" role="region" aria-label={name} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Typography sx={{ width: 48, pt: 1 }} fontWeight={600}>
              {name}
            </Typography>
            <PicturePicker
              label={translate('portal.scroll.pictureAlt', { index: index + 1 })}
              value={item.picture}
              disabled={!editable}
              error={errorOf(index, 'picture')}
              onChange={(picture) => change(item.key, { picture })}
              testId={`scroll-picture-file-${index + 1}`}
            />
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minWidth: 260 }}>
              <TextField
                size="small"
                label={translate('portal.scroll.pictureTitle')}
                value={item.title}
                disabled={!editable}
                error={!!errorOf(index, 'title')}
                helperText={errorOf(index, 'title')}
                onChange={(event) => change(item.key, { title: event.target.value })}
                slotProps={{ htmlInput: { maxLength: SCROLL_PICTURE_TITLE_MAX + 10 } }}
              />
              <TextField
                size="small"
                label={translate('portal.scroll.linkUrl')}
                value={item.linkUrl}
                disabled={!editable}
                error={!!errorOf(index, 'linkUrl')}
                helperText={errorOf(index, 'linkUrl') ?? translate('portal.scroll.linkHint')}
                onChange={(event) => change(item.key, { linkUrl: event.target.value })}
              />
            </Box>
            {editable && (
              <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                <Tooltip title={translate('portal.scroll.moveUp')}>
                  <span>
                    <IconButton aria-label={`${name}${translate('portal.scroll.moveUp')}`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('portal.scroll.moveDown')}>
                  <span>
                    <IconButton aria-label={`${name}${translate('portal.scroll.moveDown')}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('portal.scroll.remove')}>
                  <IconButton aria-label={`${name}${translate('portal.scroll.remove')}`} color="error" onClick={() => remove(item.key)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            )}
          </Paper>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {editable && (
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {translate(saving ? 'portal.common.saving' : 'portal.common.save')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => navigate(scrollBar.routes.list)}>
          {translate('portal.common.back')}
        </Button>
      </Box>
    </Box>
  );
};

export default ScrollPicturesPage;
