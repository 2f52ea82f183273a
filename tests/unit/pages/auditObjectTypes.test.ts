import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_OBJECT_TYPES } from '../../../src/client/pages/settings/auditLog/auditLogLabels';
import type { AuditEvent } from '../../../src/server/services/audit/recordAudit';

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['de', 'en', 'fr', 'it'];

const catalogue = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8'));

describe('audit log object types', () => {
  it('the server can log only the types the log page offers (checked by the compiler)', () => {
    const listed: AuditEvent['objectType'][] = ['contact', 'invoice', 'payment', 'bankFile', 'message'];
    // @ts-expect-error -- a type outside the records and NAMED_AUDIT_OBJECTS does not compile (npm test's typecheck)
    const unlisted: AuditEvent['objectType'] = 'paymentRun';
    expect([...listed, unlisted].filter((t) => AUDIT_OBJECT_TYPES.includes(t))).toEqual(listed);
  });

  it.each(LANGUAGES)('labels every type in %s (its own entry, or the record title)', (lang) => {
    const own = catalogue(lang, 'settings').auditLog.objectTypes as Record<string, string>;
    const records = catalogue(lang, 'records') as Record<string, { _title?: string }>;
    const unlabelled = AUDIT_OBJECT_TYPES.filter((t) => !own[t]?.trim() && !records[t]?._title?.trim());
    expect(unlabelled).toEqual([]);
  });
});
