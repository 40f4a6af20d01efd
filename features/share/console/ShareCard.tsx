/**
 * One share item as a card, titled with its module's name. Disabled (read-only)
 * until 编辑; then 保存 validates with the server's messages and saves the
 * draft at the item's version with react-admin's useUpdate (which also
 * refreshes the list's cache), 取消 restores the loaded values. A refused
 * save keeps the card in edit mode with what was typed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { SHARE_MESSAGES, shareViolations } from '../../../resources/system/shareConfig';
import { SHARE_RESOURCE } from '../contract/calls';
import type { ShareDraft, ShareItem } from '../contract/calls';
import { draftOf, updateBody } from './draft';
import { ShareIconField } from './ShareIconField';

type TextKey = 'shareTitle' | 'shareDesc' | 'shareUrl';
type Errors = Partial<Record<TextKey, string>>;

/** The i18n key of a shared validation message. */
const messageKey = (message: string) => {
  const key = Object.entries(SHARE_MESSAGES).find(([, text]) => text === message)?.[0];
  return key ? `system.share.validation.${key}` : message;
};

interface Props {
  item: ShareItem;
  canEdit: boolean;
}

export const ShareCard = ({ item, canEdit }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate<ShareItem>();
  const [disabled, setDisabled] = useState(true);
  const [draft, setDraft] = useState<ShareDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<Errors>({});

  const change = <K extends keyof ShareDraft>(key: K, value: ShareDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const cancel = () => {
    setDraft(draftOf(item));
    setErrors({});
    setDisabled(true);
  };

  const save = () => {
    const found = shareViolations(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update(
      SHARE_RESOURCE,
      { id: item.id, data: updateBody(item, draft), previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          setDisabled(true);
          notify('system.common.updated', { type: 'success' });
        },
        // The card stays in edit mode with what was typed.
        onError: (error) => notify(error instanceof Error && error.message ? error.message : 'system.share.saveFailed', { type: 'error' }),
      },
    );
  };

  const text = (key: TextKey, multiline = false) => (
    <TextField
      size="small"
      fullWidth
      required={!disabled}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={translate(`system.share.fields.${key}`)}
      value={draft[key]}
      disabled={disabled}
      error={!!errors[key]}
      helperText={errors[key] ? translate(messageKey(errors[key]!)) : undefined}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  return (
    <Card variant="outlined" data-testid={`share-card-${item.moduleCode}`} aria-label={item.moduleName} role="region">
      <CardHeader title={item.moduleName} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} sx={{ pb: 0 }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {text('shareTitle')}
        {text('shareDesc', true)}
        <ShareIconField moduleName={item.moduleName} value={draft.shareIcon} disabled={disabled} onChange={(icon) => change('shareIcon', icon)} />
        {text('shareUrl')}
        <FormControlLabel
          label={translate('system.share.fields.status')}
          control={
            <Switch
              checked={draft.status === 1}
              disabled={disabled}
              onChange={(event) => change('status', event.target.checked ? 1 : 0)}
              slotProps={{ input: { 'aria-label': translate('system.share.statusOf', { name: item.moduleName }), role: 'switch' } }}
            />
          }
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {disabled ? (
          canEdit && (
            <Button variant="contained" size="small" onClick={() => setDisabled(false)}>
              {translate('system.share.actions.edit')}
            </Button>
          )
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" disabled={saving} onClick={cancel}>
              {translate('system.share.actions.cancel')}
            </Button>
            <Button variant="contained" size="small" disabled={saving} onClick={save}>
              {translate('system.share.actions.save')}
            </Button>
          </Box>
        )}
      </CardActions>
    </Card>
  );
};
