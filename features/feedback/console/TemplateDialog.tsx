/**
 * 新增模板 / 编辑模板: a name (at most 30 characters, unique) and a text (at most 2,000) with the
 * placeholders offered as buttons that insert them at the cursor. Saved through the resource's create or
 * update (interactive/ideaFeedbackMould/add, /update over the version read). A refusal (a name in use, an
 * unknown placeholder, a stale version) is shown on the message line and keeps the dialog open.
 */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { toApiError } from '../../../dataProvider/errors';
import { FEEDBACK_TEMPLATE_RESOURCE } from '../contract/calls';
import type { FeedbackTemplate } from '../contract/calls';
import { TEMPLATE_LIMITS, TEMPLATE_PLACEHOLDERS } from '../contract/template';

export const TemplateDialog = ({ template, onClose, onSaved }: { template: FeedbackTemplate | null; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState(template?.name ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [touched, setTouched] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const dataProvider = useDataProvider();
  const save = useMutation({
    mutationFn: () => {
      const values = { name: name.trim(), content: content.trim() };
      return template
        ? dataProvider.update(FEEDBACK_TEMPLATE_RESOURCE, { id: template.id, data: { ...values, version: template.version }, previousData: template })
        : dataProvider.create(FEEDBACK_TEMPLATE_RESOURCE, { data: values });
    },
    onSuccess: () => {
      notify('opinion.template.saved', { type: 'success' });
      onSaved();
    },
    // The resource's calls are quiet, as react-admin expects: the refusal is shown here.
    onError: (error) => notify(toApiError(error).statusText, { type: 'error' }),
  });
  const nameProblem = !name.trim() ? 'opinion.detail.required' : [...name.trim()].length > TEMPLATE_LIMITS.name ? 'opinion.template.nameTooLong' : null;
  const contentProblem = !content.trim() ? 'opinion.detail.required' : [...content.trim()].length > TEMPLATE_LIMITS.content ? 'opinion.detail.tooLong' : null;

  const insert = (placeholder: string) => {
    const box = contentRef.current;
    const token = `{${placeholder}}`;
    const start = box?.selectionStart ?? content.length;
    const end = box?.selectionEnd ?? content.length;
    setContent(`${content.slice(0, start)}${token}${content.slice(end)}`);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameProblem || contentProblem) return;
    save.mutate();
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{translate(template ? 'opinion.template.edit' : 'opinion.template.add')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('opinion.template.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            size="small"
            error={touched && !!nameProblem}
            helperText={touched && nameProblem ? translate(nameProblem, { max: TEMPLATE_LIMITS.name }) : undefined}
            autoFocus
          />
          <TextField
            label={translate('opinion.template.content')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            inputRef={contentRef}
            required
            multiline
            minRows={5}
            size="small"
            error={touched && !!contentProblem}
            helperText={touched && contentProblem ? translate(contentProblem) : `${[...content].length} / ${TEMPLATE_LIMITS.content}`}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {translate('opinion.template.placeholders')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={translate('opinion.template.placeholderHelp')} role="group">
              {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
                <Chip key={placeholder} label={`{${placeholder}}`} size="small" variant="outlined" onClick={() => insert(placeholder)} />
              ))}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate('opinion.template.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate('opinion.template.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
