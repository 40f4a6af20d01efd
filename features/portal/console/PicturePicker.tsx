/**
 * One picture: its preview, 上传图片 (through fastdfs/uploadFile as soon as a
 * file is picked; PNG, JPG, GIF or WEBP up to 5 MB) and 移除图片. The value is
 * the stored reference `{url, title}`, or null.
 */
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useConsoleData } from '../../../src/crud/useCall';
import { showMessage } from '../../../dataProvider/messages';
import type { StoredPicture } from '../../../resources/portal/scrollPictures';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const PICTURE_MAX_MB = 5;

interface Props {
  label: string;
  value: StoredPicture | null;
  onChange: (value: StoredPicture | null) => void;
  disabled?: boolean;
  error?: ReactNode;
  /** Preview size in pixels (width × height). */
  size?: [number, number];
  testId?: string;
}

export const PicturePicker = ({ label, value, onChange, disabled, error, size = [160, 80], testId }: Props) => {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  // The dataProvider's own upload (the one its saves use); the call is quiet, so a refusal is shown here.
  const dataProvider = useConsoleData();
  const { mutate, isPending: uploading } = useMutation({
    mutationFn: async (file: File) => (await dataProvider.uploadFile(file)).data,
    onSuccess: (stored) => onChange({ url: stored.url, title: stored.fileName }),
    onError: (reason) => showMessage('error', reason instanceof Error && reason.message ? reason.message : 'http.defaultError'),
  });

  const upload = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      showMessage('error', 'portal.common.fileType');
      return;
    }
    if (file.size > PICTURE_MAX_MB * 1024 * 1024) {
      showMessage('error', translate('portal.common.fileTooLarge', { size: PICTURE_MAX_MB }));
      return;
    }
    mutate(file);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        sx={{
          width: size[0],
          height: size[1],
          flexShrink: 0,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: '#fafafa',
        }}
      >
        {value?.url ? (
          <img src={value.url} alt={label} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('portal.common.noPicture')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {!disabled && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" disabled={uploading} onClick={() => fileRef.current?.click()}>
              {translate(value ? 'portal.common.replace' : 'portal.common.upload')}
            </Button>
            {value && (
              <Button size="small" color="error" disabled={uploading} onClick={() => onChange(null)}>
                {translate('portal.common.removePicture')}
              </Button>
            )}
            <input ref={fileRef} type="file" accept={PICTURE_TYPES.join(',')} hidden aria-label={label} data-testid={testId} onChange={(event) => upload(event.target.files?.[0])} />
          </Box>
        )}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Box>
  );
};
