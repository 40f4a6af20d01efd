/**
 * The rich text editor's chunk, loaded once: an edit route holding rich text
 * starts it with the record (src/crud/earlyPageData.ts), and once it is here the form
 * renders the editor at once instead of through a Suspense fallback
 * (LazyRichTextInput). A failed fetch may be tried again (the form's error boundary offers it).
 */
import { chunkOnce } from './chunkOnce';

const editor = chunkOnce(() => import('./RichTextEditor').then((module) => module.default));

export const loadRichTextEditor = editor.load;

/** The editor, if its chunk has arrived. */
export const loadedRichTextEditor = editor.loaded;
