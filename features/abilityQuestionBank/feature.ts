/** The ability/questionBank feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'abilityQuestionBank',
  pages: {
    '/ability/questionBank': () => import('./console/QuestionListPage'),
    '/ability/questionBank/edit': () => import('./console/QuestionEditPage'),
  },
  messages: () => import('./console/messages'),
});
