/** The portal feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../routes/feature';

export default defineFeature({
  folder: 'portal',
  pages: {
    '/portal/carouselManage': () => import('./CarouselListPage'),
    '/portal/iconManage': () => import('./IconListPage'),
    '/portal/scrollBarManage': () => import('./ScrollBarListPage'),
    '/portal/configuration': () => import('./ScrollPicturesPage'),
    '/portal/skinManage': () => import('./SkinListPage'),
    '/portal/skinEdit': () => import('./SkinEditPage'),
  },
});
