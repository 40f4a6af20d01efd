/**
 * The rich text editor's chunk, loaded once: an edit route holding rich text
 * starts it with the record (src/crud/earlyPageData.ts), and once it is here the form
 * renders the editor at once instead of through a Suspense fallback
 * (LazyRichTextInput).
 */
import type RichTextEditor from './RichTextEditor';

let loading: Promise<typeof RichTextEditor> | undefined;
let loaded: typeof RichTextEditor | undefined;

export const loadRichTextEditor = () => {
  if (!loading) {
    loading = import('./RichTextEditor').then((module) => (loaded = module.default));
    // A failed fetch may be tried again (the form's error boundary offers it).
    loading.catch(() => (loading = undefined));
  }
  return loading;
};

/** The editor, if its chunk has arrived. */
export const loadedRichTextEditor = () => loaded;
