/** The statistics charts' options (features/report/console/charts/chartOptions.ts): counts on whole-number axes. */
import { describe, expect, it } from 'vitest';
import { barOption, lineOption, pieOption, type ChartTheme } from '../../features/report/console/charts/chartOptions';

const theme: ChartTheme = { colors: ['#1f5fbf'], text: '#303133', grid: '#ebeef5', font: 'sans-serif' };
const rows = [
  { day: '12-01', pv: 1, name: '甲' },
  { day: '12-02', pv: 2, name: '乙' },
];

describe('the statistics charts', () => {
  it('count on a whole-number axis, so three answers never show a tick at 0.5', () => {
    const line = lineOption(rows, 'day', [{ key: 'pv', name: '浏览量' }], theme) as { yAxis: { minInterval?: number } };
    const bar = barOption(rows, 'name', [{ key: 'pv', name: '人数' }], theme) as { yAxis: { minInterval?: number } };
    expect(line.yAxis.minInterval).toBe(1);
    expect(bar.yAxis.minInterval).toBe(1);
  });

  it('draw no slices when nothing was counted, rather than equal shares of nothing', () => {
    const slices = (option: unknown) => (option as { series: Array<{ data: Array<{ name: string; value: number }> }> }).series[0].data;
    expect(
      slices(
        pieOption(
          [
            { name: '甲', pv: 0 },
            { name: '乙', pv: 0 },
          ],
          'name',
          'pv',
          theme,
          '其他',
        ),
      ),
    ).toEqual([]);
    expect(slices(pieOption(rows, 'name', 'pv', theme, '其他')).map((slice) => slice.value)).toEqual([2, 1]);
  });
});
