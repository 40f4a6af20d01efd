/** The ability/statistics feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';
import reportFeature from '../report/feature';

export default defineFeature({ messages: () => import('./console/messages'), uses: [reportFeature] });
