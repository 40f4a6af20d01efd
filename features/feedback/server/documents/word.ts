/** One feedback as a Word document (exportIdeaFeedbackWord), made with the docx library in the sheet's fixed layout. */
import { loadDocx } from '../../../../server/modules/documentLibraries';
import { ISSUER, type FeedbackSheet } from './sheet';

/** Chinese in the East Asian slot, so Word picks a CJK face whatever its locale. */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '宋体', cs: 'Arial' };

export const feedbackWord = async (sheet: FeedbackSheet): Promise<Buffer> => {
  const { AlignmentType, BorderStyle, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } = await loadDocx();
  const lines = (value: string, bold = false) => value.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] }));

  const border = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
  const borders = { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border };

  const cell = (value: string, width: number, bold = false, shade = false) =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      children: lines(value, bold),
      ...(shade ? { shading: { fill: 'F2F2F2' } } : {}),
    });

  const fieldTable = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders,
    rows: sheet.rows.map(([label, value]) => new TableRow({ children: [cell(label, 22, true, true), cell(value, 78)] })),
  });
  const historyTable = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders,
    rows: [
      new TableRow({ tableHeader: true, children: ['时间', '操作人', '步骤', '结果'].map((label, index) => cell(label, [22, 14, 10, 54][index], true, true)) }),
      ...(sheet.history.length
        ? sheet.history.map((step) => new TableRow({ children: [cell(step.when, 22), cell(step.who, 14), cell(step.what, 10), cell(step.result, 54)] }))
        : [new TableRow({ children: [new TableCell({ columnSpan: 4, children: [new Paragraph('暂无处理记录')] })] })]),
    ],
  });
  const document = new Document({
    creator: ISSUER,
    title: `${sheet.title} ${sheet.referenceNo}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [new TextRun({ text: sheet.title, bold: true, size: 36 })] }),
          new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { after: 200 }, children: [new TextRun({ text: `编号：${sheet.referenceNo}` })] }),
          fieldTable,
          new Paragraph({ spacing: { before: 300, after: 120 }, children: [new TextRun({ text: '处理记录', bold: true, size: 24 })] }),
          historyTable,
          new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 300 }, children: [new TextRun({ text: `${ISSUER}\u3000打印时间：${sheet.printedAt}`, size: 18 })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
};
