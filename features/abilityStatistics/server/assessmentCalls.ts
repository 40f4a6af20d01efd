/**
 * The console's team-assessment registration (ability/abilityAssessment/*, menu 42; docs/ability-statistics.md
 * "Team assessments"): the detail (详情 or 修改), the registration (新增), the edit (修改) and the questions to
 * pick from (新增 or 修改). Writes run in the call's transaction with its operation-log row.
 */
import { ASSESSMENT_BASE, ASSESSMENT_CALLS, ASSESSMENT_MENU } from '../contract/assessment';
import { post, type ServerModule } from '../../../server/http/api';
import { hasInvalidText, paging, readId, readVersion } from '../../../server/http/validate';
import { assessmentDetail, checkedForm, questionChoices, registerAssessment, updateAssessment } from './assessmentStore';
import { readAbilityFilters } from './filters';

const path = (call: string) => `${ASSESSMENT_BASE}/${call}`;

export const abilityAssessmentModule: ServerModule = () => [
  post(path(ASSESSMENT_CALLS.detail), { menu: ASSESSMENT_MENU, unit: ['detail', 'modify'] }, 'read', ({ db, body }) => assessmentDetail(db, readId(body))),
  post(path(ASSESSMENT_CALLS.create), { menu: ASSESSMENT_MENU, unit: 'add' }, { write: 'create' }, async ({ db, body }) => {
    const row = await registerAssessment(db, checkedForm(body));
    return assessmentDetail(db, row.id);
  }),
  post(path(ASSESSMENT_CALLS.update), { menu: ASSESSMENT_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body }) => {
    const id = readId(body);
    const version = readVersion(body);
    await updateAssessment(db, id, version, checkedForm(body));
    return assessmentDetail(db, id);
  }),
  post(path(ASSESSMENT_CALLS.questionChoices), { menu: ASSESSMENT_MENU, unit: ['add', 'modify'] }, 'read', ({ db, body }) => {
    const keyword = typeof body.keyword === 'string' && !hasInvalidText(body.keyword) ? body.keyword.trim().slice(0, 50) : undefined;
    const { businessTypeId } = readAbilityFilters({ businessTypeId: body.businessTypeId });
    return questionChoices(db, { keyword: keyword || undefined, businessTypeId }, paging(body));
  }),
];
