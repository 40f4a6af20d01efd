/**
 * 问卷发布 (/questionnaire/issue, menu 45, route named Issue): the questionnaires with their sampling state
 * (sample size, answers), per row 抽样 (the sampling pages) and 详情 (sample, push, results).
 */
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { QUESTIONNAIRE_ISSUE_RESOURCE } from '../contract/calls';
import { beijing } from './format';
import { STATUS } from './status';
import { detailPath, samplingPath } from './paths';
import { QuestionnaireSearchForm } from './QuestionnaireSearchForm';
import { LIST_FILTERS } from './listFilters';
import { actionsColumn, questionnaireOf, titleColumns } from './listColumns';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const IssueTable = () => {
  const { translate, label } = useColumnLabels('questionnaire.fields');
  const navigate = useNavigate();
  return (
    <ListTable
      columns={[
        ...titleColumns(label),
        {
          key: 'sampling',
          label: label('sampling'),
          render: (record) =>
            questionnaireOf(record).sampleSize === null ? translate('questionnaire.list.noSample') : translate('questionnaire.list.sampled', { count: questionnaireOf(record).sampleSize }),
        },
        { key: 'answerCount', label: label('answerCount'), render: (record) => questionnaireOf(record).answerCount },
        { key: 'publishedAt', label: translate('questionnaire.fields.updatedAt'), render: (record) => beijing(questionnaireOf(record).updatedAt) },
        actionsColumn(label('actions'), (q) => (
          <>
            {q.status !== STATUS.closed && (
              <Button size="small" onClick={() => navigate(samplingPath(q.id))}>
                {translate('questionnaire.list.sample')}
              </Button>
            )}
            <Button size="small" onClick={() => navigate(detailPath(q.id))}>
              {translate('questionnaire.list.detail')}
            </Button>
          </>
        )),
      ]}
    />
  );
};

const IssueListPage = () => <BespokeList resource={QUESTIONNAIRE_ISSUE_RESOURCE} address={{ filters: LIST_FILTERS }} search={<QuestionnaireSearchForm />} table={<IssueTable />} />;

export default IssueListPage;
