/** The editor is the design page with `?edit=<id>` or `?edit=new` (the spec's route table has no edit route of its own). */
export const DESIGN_PATH = '/questionnaire/design';
export const EDIT_PARAM = 'edit';
export const editorPath = (id: number | 'new') => `${DESIGN_PATH}?${EDIT_PARAM}=${id}`;
