/**
 * Reading back the documents of opinion feedback in the tests, as a user's software would: a Word file's
 * text from its document.xml (the .docx is a zip), a PDF's text through Mozilla's PDF.js text layer, a
 * zip's entries with their (UTF-8) names.
 */
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The entries of a zip by name. */
export const zipEntries = async (buffer: Buffer | Uint8Array): Promise<Map<string, Buffer>> => {
  const zip = await JSZip.loadAsync(buffer);
  const entries = new Map<string, Buffer>();
  for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) entries.set(name, await entry.async('nodebuffer'));
  return entries;
};

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };

/** The text of a .docx: the runs of word/document.xml, paragraphs on lines of their own. */
export const docxText = async (buffer: Buffer | Uint8Array): Promise<string> => {
  const entries = await zipEntries(buffer);
  const xml = entries.get('word/document.xml');
  if (!xml) throw new Error('not a Word document: word/document.xml is missing');
  return xml
    .toString('utf8')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|amp|quot|apos);/g, (entity) => XML_ENTITIES[entity]);
};

/** The text of a PDF, page by page, as PDF.js extracts it (through the fonts' Unicode maps). */
export const pdfText = async (buffer: Buffer | Uint8Array): Promise<string> => {
  const document = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
};
