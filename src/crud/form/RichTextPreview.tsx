/**
 * A rich text field at rest: its stored HTML, cleaned (sanitizeHtml), in a
 * box drawn like the editor's, under a strip where the editor's toolbar will
 * be. It registers the field, so the value and its validation hold before the
 * editor is built. Focusing it (click, tap or Tab) calls `onActivate`, which
 * puts the editor in its place (LazyRichTextInput). The editor with its
 * toolbar costs a 125 KB chunk and some 200 ms of evaluating and building; a
 * form shows its text without either.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { InputHelperText, Labeled, useInput, useTranslate, type UseInputValue } from 'react-admin';
import type { RichTextEditorProps } from './RichTextEditor';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * One row of the editor's toolbar (medium buttons), holding the hint. At the form's width the toolbar takes two
 * rows, so the text moves down one row when the editor comes: right after the operator's click or Tab, which
 * Lighthouse's layout-shift measure leaves out, and a second empty row at rest would only look broken.
 */
const TOOLBAR_HEIGHT = 48;

/** The field's error or helper text under a rich text box that is not the editor (at rest, or while it loads). */
export const RichTextHelper = ({ fieldState, helperText }: { fieldState: UseInputValue['fieldState']; helperText?: string }) => (
  <Box sx={{ fontSize: 12, color: fieldState.invalid ? 'error.main' : 'text.secondary', mx: 1.75, mt: 0.5 }}>
    <InputHelperText error={fieldState.invalid ? fieldState.error?.message : undefined} helperText={helperText} />
  </Box>
);

export interface RichTextPreviewProps extends RichTextEditorProps {
  onActivate: () => void;
  /** Called when the pointer comes over the box: a sign the editor will be wanted soon. */
  onIntent?: () => void;
}

export const RichTextPreview = ({ source, label, validate, helperText, onActivate, onIntent }: RichTextPreviewProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const html = useMemo(() => (typeof field.value === 'string' ? sanitizeHtml(field.value) : ''), [field.value]);
  const labelId = `${id}-label`;
  return (
    <Box data-testid={`rich-text-preview-${source}`} sx={{ width: '100%', mb: 1 }}>
      <Labeled TypographyProps={{ id: labelId }} label={label} source={source} isRequired={isRequired} color={fieldState.invalid ? 'error' : undefined} fullWidth>
        <Box>
          <Box sx={{ height: TOOLBAR_HEIGHT, display: 'flex', alignItems: 'center', fontSize: 13, color: 'text.secondary' }}>{translate('form.richTextActivate')}</Box>
          <Box
            id={id}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-invalid={fieldState.invalid}
            tabIndex={0}
            // A click or tap focuses the box; a touch that scrolls the page does not, and leaves the text at rest.
            onFocus={onActivate}
            onPointerEnter={onIntent}
            sx={{
              minHeight: 42,
              p: 1,
              border: 1,
              borderColor: fieldState.invalid ? 'error.main' : 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
              cursor: 'text',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'break-word',
              '&:hover': { bgcolor: 'action.hover' },
              '& p': { m: '0 0 1em 0', '&:last-child': { mb: 0 } },
              '& img': { maxWidth: '100%', height: 'auto' },
            }}
          >
            {/* Inert: a link in the text neither takes the focus nor leaves the page; the box itself is the control. */}
            <div inert dangerouslySetInnerHTML={{ __html: html }} />
          </Box>
        </Box>
      </Labeled>
      <RichTextHelper fieldState={fieldState} helperText={helperText} />
    </Box>
  );
};
