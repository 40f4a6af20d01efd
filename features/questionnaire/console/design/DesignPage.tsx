/**
 * 问卷设计 (menu 44): the list, or with `?edit=` the editor of one questionnaire (`new` for a new one).
 * Clicking the menu entry while here reloads the page (spec; src/layout/SideMenu.tsx RELOAD_ON_REPEAT).
 */
import { useSearchParams } from 'react-router-dom';
import { DesignListPage } from './DesignListPage';
import { EditorPage } from './EditorPage';
import { EDIT_PARAM } from './paths';

const DesignPage = () => {
  const [params] = useSearchParams();
  const edit = params.get(EDIT_PARAM);
  if (edit === null) return <DesignListPage />;
  return <EditorPage key={edit} id={edit === 'new' ? null : Number(edit)} />;
};

export default DesignPage;
