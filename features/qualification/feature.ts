/** The qualification feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({ messages: () => import('./console/messages') });
