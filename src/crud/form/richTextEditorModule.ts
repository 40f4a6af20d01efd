/**
 * The rich text editor's chunk: fetched when the pointer comes over a rich
 * text field or the field is focused (LazyRichTextInput), not with every form.
 * The browser keeps the module once fetched, so asking again costs nothing.
 */
export const loadRichTextEditor = () => import('./RichTextEditor');
