/** The operation log's server manifest (menu 79; server/feature.ts; docs/operation-log.md). */
import { defineServerFeature } from '../../../server/feature';
import { operationLogModule } from './operationLog';

export default defineServerFeature({ name: 'operationLog', modules: { webCenter: [operationLogModule] } });
