/** The statistics tables' figure cells: thousands separated, the average stay always with its one decimal. */
import { describe, expect, it } from 'vitest';
import { figureColumn, figureColumns } from '../../features/statistics/console/report/columns';

const translate = (key: string) => key;
const cellOf = (key: string, value: unknown) => figureColumn(translate, key, false).render({ id: 1, [key]: value });

describe('statistics figure cells', () => {
  it('shows every average stay of a column with one decimal, so 68 lines up with 66.2', () => {
    expect([68, 66.2, 70, 0, 1234.5].map((value) => cellOf('avgDuration', value))).toEqual(['68.0', '66.2', '70.0', '0.0', '1,234.5']);
    const column = figureColumns(translate, { compared: false }).find((candidate) => candidate.key === 'avgDuration')!;
    expect(column.render({ id: 1, avgDuration: 67 })).toBe('67.0');
  });

  it('keeps counts whole and thousands separated', () => {
    expect(cellOf('pv', 3237)).toBe('3,237');
    expect(cellOf('uv', 0)).toBe('0');
  });
});
