import { chainLabel } from '../../../src/client/pages/settings/auditLog/ChainStatus';

/** Returns the key and options so the test sees which label was asked for. */
const translate = (key: string, options?: Record<string, unknown>) => `[${key}] ${JSON.stringify(options ?? {})}`;

describe('audit chain status', () => {
  it('mentions events deleted after the retention period only when there are some', () => {
    expect(chainLabel(translate, { ok: true, checked: 4, brokenAt: null, purged: 0 })).toBe('[settings.auditLog.chainOk] {"count":4}');
    expect(chainLabel(translate, { ok: true, checked: 4, brokenAt: null, purged: 7 })).toBe('[settings.auditLog.chainOkAfterRetention] {"count":4,"purged":7}');
    expect(chainLabel(translate, { ok: false, checked: 2, brokenAt: 12, purged: 7 })).toBe('[settings.auditLog.chainBroken] {"id":12}');
  });
});
