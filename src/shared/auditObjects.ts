/**
 * The audit log's object types besides the schema records (whose names are the registry's
 * RECORD_NAMES): what the server logs by name. The server's AuditEvent takes only these or a
 * record name, so a type logged anywhere is in the log page's filter and needs its label
 * (settings.auditLog.objectTypes, checked in every language by auditObjectTypes.test.ts).
 */
export const NAMED_AUDIT_OBJECTS = [
  'centre',
  'file',
  'message',
  'smsCredit',
  'centreProvider',
  'appointmentHistoryEntry',
  'payment',
  'bankFile',
  'bankTransaction',
  'waitlistEntry',
] as const;

export type NamedAuditObject = (typeof NAMED_AUDIT_OBJECTS)[number];
