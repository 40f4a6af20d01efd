/** The sample with each institution's push status (待推送/已推送/失败) and answer status, paged (querySampleList), of the chosen stratum. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { keepPreviousData } from '@tanstack/react-query';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { useCallQuery } from '../../../../src/crud/useCall';
import { beijing } from '../format';

const PAGE_SIZE = 10;

export const SampleTable = ({ id, stratumKey }: { id: number; stratumKey?: string }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const label = (key: string) => translate(`questionnaire.detail.${key}`);
  const body = { id, stratumKey, pageNum: page, pageSize: PAGE_SIZE };
  const { data, isPending, isError } = useCallQuery('questionnaireSample', body, { placeholderData: keepPreviousData });
  if (isError) return <Alert severity="error">{translate('questionnaire.loadFailed')}</Alert>;
  if (isPending) return <Typography color="text.secondary">{translate('questionnaire.loading')}</Typography>;
  if (data.total === 0) return <Typography color="text.secondary">{label('noSample')}</Typography>;
  return (
    <div data-testid="sample-table">
      <PlainTable
        data={data.list.map((row) => ({ ...row, id: row.institutionId }))}
        columns={[
          { key: 'institutionId', label: translate('questionnaire.sampling.institution'), render: (row) => String(row.institutionName) },
          { key: 'stratumName', label: translate('questionnaire.sampling.stratum'), render: (row) => String(row.stratumName) },
          {
            key: 'pushStatus',
            label: label('pushStatus'),
            // A failed push says why, beside its state.
            render: (row) => {
              const status = translate(`questionnaire.detail.pushStatusNames.${row.pushStatus}`);
              return row.pushFailure ? translate('questionnaire.detail.pushFailedWith', { status, reason: row.pushFailure }) : status;
            },
          },
          { key: 'lastPushedAt', label: label('lastPushedAt'), render: (row) => beijing(row.lastPushedAt) },
          { key: 'answered', label: label('answerStatus'), render: (row) => (row.answered ? `${label('answered')} ${beijing(row.answeredAt)}` : label('notAnswered')) },
        ]}
      />
      {data.total > PAGE_SIZE && <Pagination sx={{ mt: 1 }} count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />}
    </div>
  );
};
