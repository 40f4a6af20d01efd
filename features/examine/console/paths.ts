/** The review pages' addresses and menus. */
export const RECORD_PATH = '/examine/mechanismRecord';
export const BATCH_PATH = '/examine/mechanismRecordEdit';
export const AUDIT_PATH = '/examine/mechanismAudit';
export const AUDIT_EDIT_PATH = '/examine/mechanismAuditEdit';
export const SMS_CONFIG_PATH = '/examine/smsConfig';
export const MENU = { record: 20, audit: 21 } as const;
