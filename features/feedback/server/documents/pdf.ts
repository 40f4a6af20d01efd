/**
 * One feedback as a PDF (exportIdeaFeedbackPDF), made with pdfkit in the sheet's fixed layout. The text
 * is set in the configured CJK font (Debian's fonts-noto-cjk by default, installed by .ci/run), embedded
 * as a subset with its Unicode map, so the Chinese shows and can be searched and copied on any reader.
 * Without the font the PDF is refused with a message saying what to install: a PDF in a Latin fallback
 * would show no Chinese at all.
 */
import { existsSync } from 'node:fs';
import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../../../server/modules/documentLibraries';
import { ApiError } from '../../../../server/http/envelope';
import { ISSUER, type FeedbackSheet } from './sheet';

export const PDF_MESSAGES = {
  noFont: (path: string) => `服务器缺少PDF所需的中文字体（${path}），无法生成PDF，请安装 fonts-noto-cjk 或设置 PDF_FONT 后重试`,
  badFont: (path: string) => `PDF所需的中文字体无法读取（${path}），请检查 PDF_FONT 和 PDF_FONT_NAME 设置`,
} as const;

export interface PdfFont {
  path: string;
  /** The face's PostScript name inside a collection (.ttc). */
  name?: string;
}

const MARGIN = 50;
const PAD = 5;
const LABEL_WIDTH = 110;

type Doc = InstanceType<typeof PDFDocument>;

/** Starts a new page when `height` does not fit below the current position. */
const room = (doc: Doc, height: number) => {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
};

/** A row of bordered cells, each text wrapped within its width; the row as tall as its tallest cell. */
const row = (doc: Doc, cells: Array<{ text: string; width: number; shade?: boolean }>, size = 10.5) => {
  doc.fontSize(size);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width - 2 * PAD }))) + 2 * PAD;
  room(doc, height);
  const top = doc.y;
  let left = MARGIN;
  for (const cell of cells) {
    if (cell.shade) doc.save().rect(left, top, cell.width, height).fill('#f2f2f2').restore();
    doc.rect(left, top, cell.width, height).lineWidth(0.5).stroke('#808080');
    doc.fillColor('#000000').text(cell.text, left + PAD, top + PAD, { width: cell.width - 2 * PAD });
    left += cell.width;
  }
  doc.x = MARGIN;
  doc.y = top + height;
};

export const feedbackPdf = async (sheet: FeedbackSheet, font: PdfFont): Promise<Buffer> => {
  if (!existsSync(font.path)) throw new ApiError(PDF_MESSAGES.noFont(font.path));
  const PDFKit = await loadPdfKit();
  const doc = new PDFKit({ size: 'A4', margin: MARGIN, info: { Title: `${sheet.title} ${sheet.referenceNo}`, Author: ISSUER, Subject: sheet.title } });
  try {
    doc.registerFont('cjk', font.path, font.name);
    doc.font('cjk');
  } catch {
    throw new ApiError(PDF_MESSAGES.badFont(font.path));
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.fontSize(18).text(sheet.title, { align: 'center' });
  doc.moveDown(0.4);
  doc.fontSize(10.5).text(`编号：${sheet.referenceNo}`, { align: 'right' });
  doc.moveDown(0.6);
  for (const [label, value] of sheet.rows)
    row(doc, [
      { text: label, width: LABEL_WIDTH, shade: true },
      { text: value, width: width - LABEL_WIDTH },
    ]);
  doc.moveDown(1);
  room(doc, 40);
  doc.fontSize(12).text('处理记录', MARGIN);
  doc.moveDown(0.4);
  const widths = [0.22, 0.14, 0.1, 0.54].map((share) => share * width);
  row(
    doc,
    ['时间', '操作人', '步骤', '结果'].map((text, index) => ({ text, width: widths[index], shade: true })),
  );
  if (!sheet.history.length) row(doc, [{ text: '暂无处理记录', width }]);
  for (const step of sheet.history)
    row(
      doc,
      [step.when, step.who, step.what, step.result].map((text, index) => ({ text, width: widths[index] })),
    );
  doc.moveDown(1.2);
  doc.fontSize(9).text(`${ISSUER}\u3000打印时间：${sheet.printedAt}`, MARGIN, doc.y, { width, align: 'right' });
  doc.end();
  return done;
};
