/** The system/users feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({});
