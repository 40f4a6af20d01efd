/** The business/introduce feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'productIntroduce',
  pages: {
    '/business/introduceClassification': () => import('./console/PrimaryCategoryListPage'),
    '/business/introduceClassificationEditChild': () => import('./console/ChildCategoryEditPage'),
    '/business/introduceClassChild': () => import('./console/ChildCategoryListPage'),
    '/business/introduceIcon': () => import('./console/ChartEditPage'),
  },
  messages: () => import('./console/messages'),
});
