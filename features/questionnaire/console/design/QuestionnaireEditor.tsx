/** The editor's frame: the questionnaire read by queryQuestionList (none for a new one), loading and failure states. */
import { FormLoading } from '../../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../../src/crud/form/LoadFailed';
import { useCallQuery } from '../../../../src/crud/useCall';
import { QuestionnaireForm } from './QuestionnaireForm';
import { DESIGN_PATH } from './paths';

const ExistingQuestionnaire = ({ id }: { id: number }) => {
  const { data, isPending, error } = useCallQuery('questionnaireDetail', { id }, { retry: false });
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'questionnaire.loadFailed'} listPath={DESIGN_PATH} />;
  return <QuestionnaireForm key={`${data.id}-${data.version}`} record={data} />;
};

export const QuestionnaireEditor = ({ id }: { id: number | null }) => (id === null || !Number.isInteger(id) || id <= 0 ? <QuestionnaireForm record={null} /> : <ExistingQuestionnaire id={id} />);
