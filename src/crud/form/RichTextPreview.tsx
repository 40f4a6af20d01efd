/**
 * A rich text field at rest: its stored HTML, cleaned (sanitizeHtml), in a
 * writing area drawn like the editor's (white, of a usable height), under the
 * editor's toolbar drawn at rest, so that it reads as an editor from the first
 * paint. It registers the field, so the value and its validation hold before the
 * editor is built. Focusing it (click, tap or Tab) calls `onActivate`, which
 * puts the editor in its place (LazyRichTextInput). The editor with its
 * toolbar costs a 125 KB chunk and some 200 ms of evaluating and building; a
 * form shows its text without either.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import { InputHelperText, Labeled, useInput, useTranslate, type UseInputValue } from 'react-admin';
import type { RichTextEditorProps } from './RichTextEditor';
import { sanitizeHtml } from './sanitizeHtml';
import { RICH_TEXT_AREA_HEIGHT, RICH_TEXT_TOOLBAR_HEIGHT } from './richTextLayout';

/** The first buttons of the editor's toolbar, drawn at rest (a picture: the box itself is the control). */
const TOOLBAR_ICONS = [FormatBold, FormatItalic, FormatUnderlined, FormatStrikethrough, FormatListBulleted, FormatListNumbered, FormatQuote, InsertLink, InsertPhoto];

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
          <Box
            aria-hidden
            onClick={onActivate}
            onPointerEnter={onIntent}
            sx={{ height: RICH_TEXT_TOOLBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', cursor: 'text' }}
          >
            {TOOLBAR_ICONS.map((Icon, index) => (
              <Box key={index} sx={{ display: 'inline-flex', p: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Icon fontSize="small" />
              </Box>
            ))}
            <Box component="span" sx={{ ml: 1, fontSize: 13 }}>
              {translate('form.richTextActivate')}
            </Box>
          </Box>
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
              minHeight: RICH_TEXT_AREA_HEIGHT,
              p: 1,
              border: 1,
              borderColor: fieldState.invalid ? 'error.main' : 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              cursor: 'text',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'break-word',
              '&:hover': { borderColor: fieldState.invalid ? 'error.main' : 'text.primary' },
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
