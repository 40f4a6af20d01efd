/** The examine feature's manifest (src/routes/feature.ts). */
import { defineFeature } from '../../routes/feature';

export default defineFeature({
  folder: 'examine',
  pages: {
    '/examine/mechanismRecord': () => import('./MechanismRecordPage'),
    '/examine/mechanismAudit': () => import('./MechanismAuditPage'),
    '/examine/mechanismRecordEdit': () => import('./BatchPage'),
    '/examine/smsConfig': () => import('./SmsConfigPage'),
    '/examine/mechanismAuditEdit': () => import('./AuditEditPage'),
  },
  messages: () => import('./messages'),
});
