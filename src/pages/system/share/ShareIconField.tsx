/**
 * 分享图标: the preview, an upload through fastdfs/uploadFile and the icon's
 * address, read-only while its card is disabled.
 */
import './messages';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { uploadFile } from '../../../../dataProvider/uploads';
import { showMessage } from '../../../../dataProvider/messages';
import type { ShareIcon } from '../../../../resources/system/shareConfig';

interface Props {
  moduleName: string;
  value: ShareIcon | null;
  disabled: boolean;
  onChange: (value: ShareIcon | null) => void;
}

export const ShareIconField = ({ moduleName, value, disabled, onChange }: Props) => {
  const translate = useTranslate();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      onChange({ url: stored.url, title: stored.fileName });
    } catch (error) {
      const text = error instanceof Error ? error.message : 'http.defaultError';
      showMessage('error', text);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ width: 64, height: 64, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        {value?.url ? (
          <img src={value.url} alt={translate('system.share.iconPreview', { name: moduleName })} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">{translate('system.share.noIcon')}</Typography>
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
            <input ref={fileRef} type="file" accept="image/*" hidden data-testid={`share-icon-file-${moduleName}`} onChange={(event) => void upload(event.target.files?.[0])} />
          </Box>
        )}
      </Box>
    </Box>
  );
};
