/** ra-input-rich-text's editor, in a chunk of its own (see LazyRichTextInput). */
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DefaultEditorOptions, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { sanitizeHtml } from './sanitizeHtml';
import { RICH_TEXT_AREA_HEIGHT } from './richTextLayout';

export interface RichTextEditorProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  /** Focus the editor, at the end of the text, once it is built (the user just asked for it). */
  autoFocus?: boolean;
}

/** Module constants: the editor is built again whenever its options object changes. */
const FOCUSED_OPTIONS = { ...DefaultEditorOptions, autofocus: 'end' as const };

/**
 * The toolbar's paragraph-level picker puts an <li> (MUI ListItem) inside a
 * <nav>; inside the editor a ListItem renders as a <div> so no list item
 * stands outside a list (Lighthouse's "listitem" audit).
 */
const editorTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiListItem: { ...outer.components?.MuiListItem, defaultProps: { ...outer.components?.MuiListItem?.defaultProps, component: 'div' } },
  },
});

// The medium toolbar keeps every button at least 24px square (Lighthouse's "target-size" audit).
// The stored HTML is cleaned (sanitizeHtml) before the editor loads it.
// The writing area keeps the height it has at rest (RichTextPreview), so the form does not shrink under the click.
const RichTextEditor = ({ source, label, validate, helperText, autoFocus }: RichTextEditorProps) => (
  <Box data-testid={`rich-text-${source}`} sx={{ width: '100%', '& .ProseMirror': { minHeight: RICH_TEXT_AREA_HEIGHT } }}>
    <ThemeProvider theme={editorTheme}>
      <RichTextInput
        source={source}
        label={label}
        validate={validate}
        format={sanitizeHtml}
        helperText={helperText}
        toolbar={<RichTextInputToolbar size="medium" />}
        editorOptions={autoFocus ? FOCUSED_OPTIONS : DefaultEditorOptions}
        fullWidth
      />
    </ThemeProvider>
  </Box>
);

export default RichTextEditor;
