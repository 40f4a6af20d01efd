/** The portal feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'portal',
  pages: {
    '/portal/carouselManage': () => import('./console/CarouselListPage'),
    '/portal/iconManage': () => import('./console/IconListPage'),
    '/portal/scrollBarManage': () => import('./console/ScrollBarListPage'),
    '/portal/configuration': () => import('./console/ScrollPicturesPage'),
    '/portal/skinManage': () => import('./console/SkinListPage'),
    '/portal/skinEdit': () => import('./console/SkinEditPage'),
  },
});
