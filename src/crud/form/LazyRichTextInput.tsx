/**
 * The rich text input, loaded on demand. While the editor's chunk loads a
 * small box says so; it already registers the field, so the value and its
 * validation hold from the start. When the chunk came before the input
 * mounted (an edit route starts it, src/crud/earlyPageData.ts) the editor
 * renders at once (lazyChunk), and it stays the same element afterwards.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { RichTextEditorProps } from './RichTextEditor';
import { richTextEditorChunk } from './richTextEditorModule';
import { lazyChunk } from './chunkOnce';

const RichTextEditor = lazyChunk(richTextEditorChunk);

const EditorLoading = ({ source, label, validate, helperText }: RichTextEditorProps) => {
  const translate = useTranslate();
  const { fieldState, isRequired } = useInput({ source, validate });
  return (
    <Box sx={{ mb: 1 }} data-testid="rich-text-loading">
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 120, px: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.secondary' }}>
        <CircularProgress size={16} />
        {translate('form.richTextLoading')}
      </Box>
      <Box sx={{ fontSize: 12, color: fieldState.invalid ? 'error.main' : 'text.secondary', mx: 1.75, mt: 0.5 }}>
        <InputHelperText error={fieldState.invalid ? fieldState.error?.message : undefined} helperText={helperText} />
      </Box>
    </Box>
  );
};

export const LazyRichTextInput = (props: RichTextEditorProps) => (
  <Suspense fallback={<EditorLoading {...props} />}>
    <RichTextEditor {...props} />
  </Suspense>
);
