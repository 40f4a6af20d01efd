/** The business/introduce feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../../routes/feature';

export default defineFeature({
  folder: 'business/introduce',
  pages: {
    '/business/introduceClassification': () => import('./PrimaryCategoryListPage'),
    '/business/introduceClassificationEditChild': () => import('./ChildCategoryEditPage'),
    '/business/introduceClassChild': () => import('./ChildCategoryListPage'),
    '/business/introduceIcon': () => import('./ChartEditPage'),
  },
  messages: () => import('./messages'),
});
