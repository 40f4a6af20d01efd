/**
 * The allocation table shown before a stratified draw is confirmed (countAttribute): per stratum its
 * population, its proportional share, whether it is held at the minimum of one, and the count allocated;
 * the totals under it (the allocated total is exactly the sample size).
 */
import { useTranslate } from 'react-admin';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import type { Allocation } from '../../contract/calls';

export const AllocationTable = ({ allocation }: { allocation: Allocation }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`questionnaire.sampling.${key}`);
  const population = allocation.rows.reduce((sum, row) => sum + row.population, 0);
  const allocated = allocation.rows.reduce((sum, row) => sum + row.allocated, 0);
  return (
    <div data-testid="allocation-table">
      <PlainTable
        data={allocation.rows.map((row) => ({ ...row, id: row.key }))}
        columns={[
          { key: 'name', label: label('stratum'), render: (row) => String(row.name) },
          { key: 'population', label: label('population'), render: (row) => Number(row.population) },
          { key: 'share', label: label('share'), render: (row) => (row.share === undefined ? '' : Number(row.share).toFixed(2)) },
          { key: 'heldAtMinimum', label: label('heldAtMinimum'), render: (row) => (row.heldAtMinimum ? '✓' : '') },
          { key: 'allocated', label: label('allocated'), render: (row) => Number(row.allocated) },
        ]}
        footer={[{ id: 'total', name: label('total'), population, share: allocation.sampleSize, heldAtMinimum: false, allocated }]}
      />
    </div>
  );
};
