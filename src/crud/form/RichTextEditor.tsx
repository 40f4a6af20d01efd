/** ra-input-rich-text's editor, in a chunk of its own (see LazyRichTextInput). */
import Box from '@mui/material/Box';
import { RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';

export interface RichTextEditorProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
}

const RichTextEditor = ({ source, label, validate, helperText }: RichTextEditorProps) => (
  <Box data-testid={`rich-text-${source}`} sx={{ width: '100%' }}>
    <RichTextInput source={source} label={label} validate={validate} helperText={helperText} toolbar={<RichTextInputToolbar size="small" />} fullWidth />
  </Box>
);

export default RichTextEditor;
