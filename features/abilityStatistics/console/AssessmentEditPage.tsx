/**
 * 新增-/编辑-团队考核 (/ability/assess/edit, the id in the query): an operator registers a team assessment
 * (the 新增 unit of menu 42) or edits one (修改) on react-admin's CreateBase or EditBase, saved pessimistically
 * through the dataProvider (resource abilityAssessment), then 创建成功/编辑成功 and back to the 团队考核 ranking.
 * Without the unit of the action the page says so.
 */
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase } from 'react-admin';
import { REPORT_RESOURCE } from '../../../dataProvider/reports';
import { ASSESSMENT_RESOURCE } from '../contract/assessment';
import { useCan } from '../../../authProvider/useCan';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { EditRecordBase } from '../../../src/crud/form/EditRecordBase';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { useSaved } from '../../../src/crud/form/useSaved';
import { AssessmentForm } from './AssessmentForm';
import { rankingPath } from './paths';
import { useQueryId } from '../../../src/crud/form/editedId';

const LIST_PATH = rankingPath('assess');
/** After a save: the rankings read before it are stale (the new or renamed assessment), then 创建成功/编辑成功 and back. */
const useAfterSave = (message: 'form.created' | 'form.updated') => {
  const queryClient = useQueryClient();
  const saved = useSaved(message, LIST_PATH);
  return () => {
    void queryClient.invalidateQueries({ queryKey: [REPORT_RESOURCE] });
    saved();
  };
};

const CreateAssessment = () => {
  const onSuccess = useAfterSave('form.created');
  return (
    <CreateBase resource={ASSESSMENT_RESOURCE} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <AssessmentForm listPath={LIST_PATH} />
    </CreateBase>
  );
};

const EditAssessment = ({ id }: { id: number }) => {
  const onSuccess = useAfterSave('form.updated');
  return (
    <EditRecordBase resource={ASSESSMENT_RESOURCE} id={id} listPath={LIST_PATH} onSuccess={onSuccess}>
      {() => <AssessmentForm listPath={LIST_PATH} />}
    </EditRecordBase>
  );
};

const AssessmentEditPage = () => {
  const id = useQueryId();
  const can = useCan(ASSESSMENT_RESOURCE);
  return (
    <Box sx={{ p: 2 }} data-testid="assessment-edit-page">
      {can.isPending ? <FormLoading /> : !(id !== null ? can.edit : can.create) ? <NoPermission listPath={LIST_PATH} /> : id !== null ? <EditAssessment key={id} id={id} /> : <CreateAssessment />}
    </Box>
  );
};

export default AssessmentEditPage;
