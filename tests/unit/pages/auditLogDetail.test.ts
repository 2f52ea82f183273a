import { detailText } from '../../../src/client/pages/settings/auditLog/auditLogLabels';

/** Returns the key (or its fallback) so the test sees which label was asked for. */
const translate = (key: string) => `[${key}]`;

describe('audit detail text', () => {
  it('shows booleans as yes/no and a given role by its label', () => {
    expect(detailText(translate, { fields: ['role'], role: 'ADMIN', self: true })).toBe(
      '[settings.auditLog.detailKeys.fields]: role · [settings.auditLog.detailKeys.role]: [settings.auditLog.roles.ADMIN] · [settings.auditLog.detailKeys.self]: [common.yes]',
    );
    expect(detailText(translate, { self: false, count: 3 })).toBe('[settings.auditLog.detailKeys.self]: [common.no] · [settings.auditLog.detailKeys.count]: 3');
  });
});
