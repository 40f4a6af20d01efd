/** The portal's server manifest (server/feature.ts): the carousel's settings and the black-and-white switch. */
import { defineServerFeature } from '../../../server/feature';
import { portalCarouselModule } from './portalCarousel';
import { skinBlackWhiteModule } from './skinBlackWhite';

export default defineServerFeature({ name: 'portal', modules: { webCenter: [portalCarouselModule, skinBlackWhiteModule] } });
