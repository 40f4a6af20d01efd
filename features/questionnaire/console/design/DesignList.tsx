/**
 * 问卷设计 (/questionnaire/design, menu 44): the questionnaires with their status, questions, sample and
 * answers (BespokeList over the `questionnaire` resource, pages in `pageNum`), 新建问卷, and per row 编辑
 * (or 查看 when closed), 发布, 结束, 复制为新草稿 and 删除 with confirmations.
 */
import Button from '@mui/material/Button';
import { useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BespokeList } from '../../../../src/crud/list/BespokeList';
import { ListTable } from '../../../../src/crud/list/ListTable';
import { QUESTIONNAIRE_RESOURCE } from '../../contract/calls';
import { beijing } from '../format';
import { STATUS } from '../status';
import { QuestionnaireSearchForm } from '../QuestionnaireSearchForm';
import { LIST_FILTERS } from '../listFilters';
import { actionsColumn, questionnaireOf, titleColumns } from '../listColumns';
import { useLifecycle } from '../useLifecycle';
import { editorPath } from './paths';
import { useColumnLabels } from '../../../../src/crud/list/useColumnLabels';

const DesignTable = () => {
  const { translate, label } = useColumnLabels('questionnaire.fields');
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { run, busy, dialog } = useLifecycle((action, result) => {
    if (action === 'copy' && result) navigate(editorPath(result.id));
    else refresh();
  });
  const action = (key: string, onClick: () => void, color: 'primary' | 'error' = 'primary') => (
    <Button key={key} size="small" color={color} disabled={busy} onClick={onClick}>
      {translate(`questionnaire.list.${key}`)}
    </Button>
  );
  return (
    <>
      <ListTable
        columns={[
          ...titleColumns(label),
          { key: 'questionCount', label: label('questionCount'), render: (record) => questionnaireOf(record).questionCount },
          { key: 'sampleSize', label: label('sampleSize'), render: (record) => questionnaireOf(record).sampleSize ?? translate('questionnaire.list.noSample') },
          { key: 'answerCount', label: label('answerCount'), render: (record) => questionnaireOf(record).answerCount },
          { key: 'updatedAt', label: label('updatedAt'), render: (record) => beijing(questionnaireOf(record).updatedAt) },
          actionsColumn(label('actions'), (q) => (
            <>
              {action(q.status === STATUS.closed ? 'view' : 'edit', () => navigate(editorPath(q.id)))}
              {q.status === STATUS.draft && action('publish', () => run('publish', q))}
              {q.status === STATUS.published && action('close', () => run('close', q))}
              {action('copy', () => run('copy', q))}
              {q.status !== STATUS.published && action('delete', () => run('delete', q), 'error')}
            </>
          )),
        ]}
      />
      {dialog}
    </>
  );
};

const CreateQuestionnaire = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => navigate(editorPath('new'))}>
      {translate('questionnaire.list.create')}
    </Button>
  );
};

export const DesignList = () => (
  <BespokeList resource={QUESTIONNAIRE_RESOURCE} address={{ filters: LIST_FILTERS }} search={<QuestionnaireSearchForm />} buttons={<CreateQuestionnaire />} table={<DesignTable />} />
);
