/**
 * 分享图标: the preview, an upload through fastdfs/uploadFile and the icon's
 * address, read-only while its card is disabled. A refused upload is shown
 * on the message line and leaves the icon as it was.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { showMessage } from '../../../dataProvider/messages';
import { useCallMutation } from '../../../src/crud/useCall';
import type { ShareIcon } from '../../../resources/system/shareConfig';

interface Props {
  moduleName: string;
  value: ShareIcon | null;
  disabled: boolean;
  onChange: (value: ShareIcon | null) => void;
}

export const ShareIconField = ({ moduleName, value, disabled, onChange }: Props) => {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  const { mutate, isPending: uploading } = useCallMutation('uploadShareIcon', {
    onSuccess: ({ data: stored }) => onChange({ url: stored.url, title: stored.fileName }),
    onError: (error) => showMessage('error', error instanceof Error ? error.message : 'http.defaultError'),
    // The same file may be picked again.
    onSettled: () => {
      if (fileRef.current) fileRef.current.value = '';
    },
  });

  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    mutate(form);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ width: 64, height: 64, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        {value?.url ? (
          <img src={value.url} alt={translate('system.share.iconPreview', { name: moduleName })} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('system.share.noIcon')}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('system.share.fields.shareIcon')}
          helperText={disabled ? undefined : translate('system.share.iconHint')}
          value={value?.url ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value ? { url: event.target.value, ...(value?.title ? { title: value.title } : {}) } : null)}
        />
        {!disabled && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" variant="outlined" disabled={uploading} onClick={() => fileRef.current?.click()}>
              {translate('system.share.actions.upload')}
            </Button>
            {value && (
              <Button size="small" onClick={() => onChange(null)}>
                {translate('system.share.actions.removeIcon')}
              </Button>
            )}
            <input ref={fileRef} type="file" accept="image/*" hidden data-testid={`share-icon-file-${moduleName}`} onChange={(event) => upload(event.target.files?.[0])} />
          </Box>
        )}
      </Box>
    </Box>
  );
};
