/**
 * 问卷发布 (/questionnaire/issue, menu 45, route named Issue): the questionnaires with their sampling state
 * (sample size, answers), per row 抽样 (the sampling pages) and 详情 (sample, push, results).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { ListTable } from '../../../src/crud/list/ListTable';
import { QUESTIONNAIRE_ISSUE_RESOURCE } from '../../../resources/bespoke';
import type { Questionnaire } from '../../../resources/calls/questionnaire';
import { beijing } from './format';
import { STATUS } from './status';
import { detailPath, samplingPath } from './paths';
import { QuestionnaireSearchForm } from './QuestionnaireSearchForm';
import { LIST_FILTERS } from './listFilters';
import { StatusChip } from './StatusChip';

const STORE_KEY = listStoreKey(QUESTIONNAIRE_ISSUE_RESOURCE);

const IssueTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = (field: string) => translate(`questionnaire.fields.${field}`);
  const row = (record: RaRecord) => record as unknown as Questionnaire;
  return (
    <ListTable
      columns={[
        { key: 'title', label: label('title'), render: (record) => row(record).title },
        { key: 'status', label: label('status'), render: (record) => <StatusChip status={row(record).status} /> },
        {
          key: 'sampling',
          label: label('sampling'),
          render: (record) => (row(record).sampleSize === null ? translate('questionnaire.list.noSample') : translate('questionnaire.list.sampled', { count: row(record).sampleSize })),
        },
        { key: 'answerCount', label: label('answerCount'), render: (record) => row(record).answerCount },
        { key: 'publishedAt', label: translate('questionnaire.fields.updatedAt'), render: (record) => beijing(row(record).updatedAt) },
        {
          key: 'actions',
          label: label('actions'),
          render: (record) => {
            const q = row(record);
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
                {q.status !== STATUS.closed && (
                  <Button size="small" onClick={() => navigate(samplingPath(q.id))}>
                    {translate('questionnaire.list.sample')}
                  </Button>
                )}
                <Button size="small" onClick={() => navigate(detailPath(q.id))}>
                  {translate('questionnaire.list.detail')}
                </Button>
              </Box>
            );
          },
        },
      ]}
    />
  );
};

const IssueListPage = () => (
  <BespokeList resource={QUESTIONNAIRE_ISSUE_RESOURCE} storeKey={STORE_KEY} address={{ filters: LIST_FILTERS }} search={<QuestionnaireSearchForm />} table={<IssueTable />} />
);

export default IssueListPage;
