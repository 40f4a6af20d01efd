/** The share configuration's server manifest (server/feature.ts). */
import { defineServerFeature } from '../../../server/feature';
import { shareConfigModule } from './shareConfig';

export default defineServerFeature({ name: 'share', modules: { webCenter: [shareConfigModule] } });
