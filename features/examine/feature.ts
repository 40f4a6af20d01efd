/** The examine feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../src/routes/feature';

export default defineFeature({
  folder: 'examine',
  pages: {
    '/examine/mechanismRecord': () => import('./console/MechanismRecordPage'),
    '/examine/mechanismAudit': () => import('./console/MechanismAuditPage'),
    '/examine/mechanismRecordEdit': () => import('./console/BatchPage'),
    '/examine/smsConfig': () => import('./console/SmsConfigPage'),
    '/examine/mechanismAuditEdit': () => import('./console/AuditEditPage'),
  },
  messages: () => import('./console/messages'),
});
