/** The product chart's status names its publication time in Beijing as the lists write times. */
import { describe, expect, it } from 'vitest';
import { beijing } from '../../features/productIntroduce/console/chart/ChartStatus';

describe('the chart status time', () => {
  it('is written as yyyy-MM-dd HH:mm in Beijing, like the times in the lists', () => {
    expect(beijing('2026-12-03T16:43:00Z')).toBe('2026-12-04 00:43');
    expect(beijing('2026-01-05T01:07:00Z')).toBe('2026-01-05 09:07');
  });
});
