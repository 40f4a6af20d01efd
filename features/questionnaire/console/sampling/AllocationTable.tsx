/**
 * The allocation table shown before a stratified draw is confirmed (countAttribute): per stratum its
 * population, its proportional share, whether it is held at the minimum of one, and the count allocated;
 * the totals under it (the allocated total is exactly the sample size).
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { PlainTable, type PlainColumn } from '../../../../src/crud/list/PlainTable';
import type { Allocation } from '../../contract/calls';

/**
 * The strata's columns, before a draw (with whether a stratum is held at its minimum, `empty` for a share
 * not given) and in the draw's record.
 */
export const useStrataColumns = ({ withMinimum, empty }: { withMinimum: boolean; empty: string }): PlainColumn[] => {
  const translate = useTranslate();
  const label = (key: string) => translate(`questionnaire.sampling.${key}`);
  return [
    { key: 'name', label: label('stratum'), render: (row) => String(row.name) },
    { key: 'population', label: label('population'), render: (row) => Number(row.population) },
    { key: 'share', label: label('share'), render: (row) => (row.share === undefined ? empty : Number(row.share).toFixed(2)) },
    ...(withMinimum ? [{ key: 'heldAtMinimum', label: label('heldAtMinimum'), render: (row: RaRecord) => (row.heldAtMinimum ? '✓' : '') }] : []),
    { key: 'allocated', label: label('allocated'), render: (row) => Number(row.allocated) },
  ];
};

export const AllocationTable = ({ allocation }: { allocation: Allocation }) => {
  const translate = useTranslate();
  const columns = useStrataColumns({ withMinimum: true, empty: '' });
  const population = allocation.rows.reduce((sum, row) => sum + row.population, 0);
  const allocated = allocation.rows.reduce((sum, row) => sum + row.allocated, 0);
  return (
    <div data-testid="allocation-table">
      <PlainTable
        data={allocation.rows.map((row) => ({ ...row, id: row.key }))}
        columns={columns}
        footer={[{ id: 'total', name: translate('questionnaire.sampling.total'), population, share: allocation.sampleSize, heldAtMinimum: false, allocated }]}
      />
    </div>
  );
};
