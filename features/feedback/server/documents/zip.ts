/** Several feedbacks as a zip of their Word documents (exportIdeaFeedbackWordToZip), made with archiver. */
import { loadArchiver } from '../../../../server/modules/documentLibraries';

export interface ZipEntry {
  name: string;
  content: Buffer;
}

/** The zip of `entries`; archiver marks the names as UTF-8, so Chinese names unpack intact. */
export const zipOf = async (entries: ZipEntry[]): Promise<Buffer> => {
  const archiver = await loadArchiver();
  return new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('warning', reject);
    archive.on('error', reject);
    for (const entry of entries) archive.append(entry.content, { name: entry.name });
    void archive.finalize();
  });
};
