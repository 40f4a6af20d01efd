/**
 * The rich text editor's chunk, loaded once: an edit route holding rich text
 * starts it with the record (src/crud/earlyPageData.ts), and once it is here the form
 * renders the editor at once instead of through a Suspense fallback
 * (LazyRichTextInput, through lazyChunk). A chunk that cannot be loaded shows the
 * page's load error, whose 重试 loads the page again.
 */
import { chunkOnce } from './chunkOnce';

export const richTextEditorChunk = chunkOnce(() => import('./RichTextEditor'));

export const loadRichTextEditor = richTextEditorChunk.load;
