/**
 * The rich text editor's chunk, loaded once: a rich text input fetches it when
 * the pointer comes over the text or the text is focused, and once it is here the editor renders at once on the first focus
 * instead of through a Suspense fallback (LazyRichTextInput, through
 * lazyChunk). A chunk that cannot be loaded shows the page's load error, whose
 * 重试 loads the page again.
 */
import { chunkOnce } from './chunkOnce';

export const richTextEditorChunk = chunkOnce(() => import('./RichTextEditor'));

export const loadRichTextEditor = richTextEditorChunk.load;
