/** Minimal xlsx files written by hand for the import tests: any number of rows and cells, made in a moment. */
import { crc32, deflateRawSync } from 'node:zlib';
import { stored, writeZip, type Part } from './zipParts';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="能力题目" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHARED_STRINGS = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/** The column letters of a 0-based index: A, B, …, Z, AA, AB, … */
const column = (index: number): string => (index < 26 ? '' : column(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

/** A worksheet of `rows` rows of `cells` numbers each, deflated (honest sizes). */
export const sheetPart = (rows: number, cells: number): Part => {
  const body: string[] = ['<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  for (let row = 1; row <= rows; row += 1) {
    let xml = `<row r="${row}">`;
    for (let cell = 0; cell < cells; cell += 1) xml += `<c r="${column(cell)}${row}"><v>${row * 7 + cell}</v></c>`;
    body.push(`${xml}</row>`);
  }
  body.push('</sheetData></worksheet>');
  const xml = Buffer.from(body.join(''));
  return { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(xml, { level: 9 }), method: 8, crc: crc32(xml), declared: xml.length };
};

const deflated = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, data: deflateRawSync(data), method: 8, crc: crc32(data), declared: data.length };
};

export const xlsx = (sheet: Part, sharedStrings = SHARED_STRINGS) =>
  writeZip([
    stored('[Content_Types].xml', CONTENT_TYPES),
    stored('_rels/.rels', ROOT_RELS),
    stored('xl/workbook.xml', WORKBOOK),
    stored('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    deflated('xl/sharedStrings.xml', sharedStrings),
    sheet,
  ]);
