import { choice, defineResource, flag, orderSeq, ref, text, textarea } from '../framework';
import { DIFFICULTIES, QUESTION_TYPES } from './questionRules';

const option = (letter: string, required = false) => text(`选项${letter}`, { max: 200, required });

/**
 * 能力题目 (the question bank, menu 40). The options and the answer obey the
 * rules of questionRules.ts besides their own (the console's form, the
 * server's add and update and the Excel import all apply them); the console
 * pages are features/abilityQuestionBank/console (batch 启用/停用/删除, template,
 * import, export); the calls beyond the declared ones are
 * features/abilityQuestionBank/server/abilityQuestionCalls.ts. Fields and the import format:
 * docs/ability.md.
 */
export default defineResource({
  name: 'abilityQuestion',
  title: '能力题目',
  menuId: 40,
  routes: { list: '/ability/questionBank', edit: '/ability/questionBank/edit' },
  api: 'ability/abilityQuestionManage',
  calls: {
    list: 'queryAbilityQuestionManageList',
    create: 'addAbilityQuestionManageInfo',
    detail: 'queryAbilityQuestionManageDetail',
    update: 'updateAbilityQuestionManageInfo',
    delete: 'deleteAbilityQuestionManageInfo',
  },
  maxOrder: { method: 'POST', call: 'queryMaxOrderSeqVal' },
  export: {
    call: 'exportAbilityQuestionExcel',
    method: 'GET',
    fileName: '能力题目',
    fields: ['businessTypeId', 'questionType', 'stem', 'optionA', 'optionB', 'optionC', 'optionD', 'optionE', 'optionF', 'answer', 'analysis', 'difficulty', 'enabled', 'orderSeq'],
  },
  fields: {
    businessTypeId: ref('abilityBusinessType', '业务类型', { required: true, search: true, column: true, width: 120 }),
    questionType: choice('题型', QUESTION_TYPES, { required: true, search: true, column: true, width: 90 }),
    stem: textarea('题干', { required: true, max: 500, search: true, column: true, width: 360 }),
    optionA: option('A', true),
    optionB: option('B', true),
    optionC: option('C'),
    optionD: option('D'),
    optionE: option('E'),
    optionF: option('F'),
    answer: text('答案', {
      required: true,
      max: 6,
      column: true,
      width: 80,
      example: 'A',
      helperText: '单选题填一个字母，如 A；多选题填两个或以上字母，如 ABD；判断题填“正确”或“错误”',
    }),
    analysis: textarea('解析', { max: 1000 }),
    difficulty: choice('难度', DIFFICULTIES, { required: true, search: true, column: true, width: 80 }),
    enabled: flag('状态', { column: 'switch', search: true, onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { required: true, column: true, width: 80 }),
  },
  recordName: 'stem',
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./abilityQuestion.demo').then((module) => module.default()),
});
