import { memberActions } from '../../../src/client/pages/settings/therapist/memberActions';
import type { CentreProvider, RoleName } from '../../../src/shared/api/contracts';

const member = (role: RoleName, user = 'u-member'): CentreProvider =>
  ({ centreProvider_id: 'cp', user_fk: user, centre_fk: 'c', firstName: 'Lea', lastName: 'Brunner', email: 'lea@example.ch', role, active: true }) as CentreProvider;

describe('what a caller may do with a member (README "Team")', () => {
  it('the owner changes and removes admins and therapists', () => {
    expect(memberActions(['OWNER'], 'u-owner', member('PROVIDER'))).toEqual({ canChangeRole: true, canRemove: true });
    expect(memberActions(['OWNER'], 'u-owner', member('ADMIN'))).toEqual({ canChangeRole: true, canRemove: true });
  });
  it('an admin removes therapists only and changes no role', () => {
    expect(memberActions(['ADMIN'], 'u-admin', member('PROVIDER'))).toEqual({ canChangeRole: false, canRemove: true });
    expect(memberActions(['ADMIN'], 'u-admin', member('ADMIN'))).toEqual({ canChangeRole: false, canRemove: false });
  });
  it('nobody acts on the owner or on themself here; therapists act on nobody', () => {
    expect(memberActions(['OWNER'], 'u-owner', member('OWNER', 'u-other-owner'))).toEqual({ canChangeRole: false, canRemove: false });
    expect(memberActions(['ADMIN'], 'u-admin', member('ADMIN', 'u-admin'))).toEqual({ canChangeRole: false, canRemove: false });
    expect(memberActions(['PROVIDER'], 'u-p', member('PROVIDER'))).toEqual({ canChangeRole: false, canRemove: false });
  });
});
