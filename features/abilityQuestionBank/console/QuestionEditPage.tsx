/**
 * 新增/编辑-能力题目 (/ability/questionBank/edit, the id in the query): the
 * question form (QuestionForm) on react-admin's CreateBase or EditBase,
 * saved pessimistically, then 创建成功/编辑成功 and back to the list. Without
 * the data unit of the action the page says so instead.
 */
import Box from '@mui/material/Box';
import { CreateBase, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { useCan } from '../../../authProvider/useCan';
import { ResourceDeclarationContext } from '../../../src/crud/ResourceContext';
import { useCreateDefaults } from '../../../src/crud/form/createDefaults';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { EditRecordBase } from '../../../src/crud/form/EditRecordBase';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { useSaved } from '../../../src/crud/form/useSaved';
import { QuestionForm } from './QuestionForm';

const LIST_PATH = abilityQuestion.routes.list;
const CreateQuestion = () => {
  const onSuccess = useSaved('form.created', LIST_PATH);
  const { defaults, isPending } = useCreateDefaults(abilityQuestion);
  if (isPending) return <FormLoading />;
  return (
    <CreateBase resource={abilityQuestion.name} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <QuestionForm defaultValues={defaults} listPath={LIST_PATH} />
    </CreateBase>
  );
};

const EditQuestion = ({ id }: { id: Identifier }) => {
  const onSuccess = useSaved('form.updated', LIST_PATH);
  return (
    <EditRecordBase resource={abilityQuestion.name} id={id} listPath={LIST_PATH} onSuccess={onSuccess}>
      {() => <QuestionForm listPath={LIST_PATH} />}
    </EditRecordBase>
  );
};

const QuestionEditPage = () => {
  const [query] = useSearchParams();
  const raw = query.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : raw;
  const editing = id !== null && id !== '';
  const can = useCan(abilityQuestion.name);
  return (
    <ResourceDeclarationContext.Provider value={abilityQuestion}>
      <Box sx={{ p: 2 }} data-testid="resource-edit-page">
        {can.isPending ? <FormLoading /> : !(editing ? can.edit : can.create) ? <NoPermission listPath={LIST_PATH} /> : editing ? <EditQuestion key={String(id)} id={id} /> : <CreateQuestion />}
      </Box>
    </ResourceDeclarationContext.Provider>
  );
};

export default QuestionEditPage;
