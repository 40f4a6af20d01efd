/**
 * 问卷设计 (menu 44): the list, or with `?edit=` the editor of one questionnaire (`new` for a new one).
 * Clicking the menu entry while here reloads the page (spec; src/layout/SideMenu.tsx RELOAD_ON_REPEAT).
 */
import { useSearchParams } from 'react-router-dom';
import { DesignList } from './DesignList';
import { QuestionnaireEditor } from './QuestionnaireEditor';
import { EDIT_PARAM } from './paths';

const DesignPage = () => {
  const [params] = useSearchParams();
  const edit = params.get(EDIT_PARAM);
  if (edit === null) return <DesignList />;
  return <QuestionnaireEditor key={edit} id={edit === 'new' ? null : Number(edit)} />;
};

export default DesignPage;
