/** The ability/questionBank feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'ability/questionBank',
  pages: {
    '/ability/questionBank': () => import('./QuestionListPage'),
    '/ability/questionBank/edit': () => import('./QuestionEditPage'),
  },
  messages: () => import('./messages'),
});
