/**
 * The rich text input: the field's text at rest (RichTextPreview) until the
 * user focuses it, then ra-input-rich-text's editor, focused at the end of the
 * text. The editor's chunk, heavy to fetch and to evaluate, is fetched when
 * the pointer comes over the text, so it is usually in by the click; if not
 * (or on a focus by keyboard), a small box says it is loading. It is not
 * fetched ahead on every form: its evaluation would hold the page up while
 * the operator may be typing elsewhere. Both register the field, so the value
 * and its validation hold throughout.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextHelper, RichTextPreview } from './RichTextPreview';
import { RICH_TEXT_AREA_HEIGHT, RICH_TEXT_TOOLBAR_HEIGHT } from './richTextLayout';
import { loadWithTimeout } from '../../routes/loadWithTimeout';
import { loadRichTextEditor } from './richTextEditorModule';

const RichTextEditor = lazy(() => loadWithTimeout(loadRichTextEditor));

const EditorLoading = ({ source, label, validate, helperText }: RichTextEditorProps) => {
  const translate = useTranslate();
  const { fieldState, isRequired } = useInput({ source, validate });
  return (
    <Box sx={{ mb: 1 }} data-testid="rich-text-loading">
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: RICH_TEXT_TOOLBAR_HEIGHT + RICH_TEXT_AREA_HEIGHT,
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
        }}
      >
        <CircularProgress size={16} />
        {translate('form.richTextLoading')}
      </Box>
      <RichTextHelper fieldState={fieldState} helperText={helperText} />
    </Box>
  );
};

/** Fetches the editor's chunk ahead of the click; a failure shows when the editor is asked for (the page's load error). */
const preload = () => void loadRichTextEditor().catch(() => undefined);

export const LazyRichTextInput = (props: RichTextEditorProps) => {
  const [active, setActive] = useState(false);
  if (!active) return <RichTextPreview {...props} onActivate={() => setActive(true)} onIntent={preload} />;
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      {}
      <RichTextEditor {...props} autoFocus />
    </Suspense>
  );
};
