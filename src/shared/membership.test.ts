import fc from 'fast-check';
import { canChangeMemberRole, canRemoveMember, isManagerRole, ROLE_NAMES, type RoleName } from './membership';

const roles = fc.subarray([...ROLE_NAMES], { minLength: 1 });
const userId = fc.constantFrom('u-1', 'u-2', 'u-3');
const member = fc.record({ userId, roles });

describe('team rules (README "Team")', () => {
  it('nobody removes the owner or changes the owner\'s role', () => {
    fc.assert(
      fc.property(roles, userId, member, (callerRoles, callerId, m) => {
        const owner = { ...m, roles: [...m.roles, 'OWNER'] as RoleName[] };
        expect(canRemoveMember(callerRoles, callerId, owner)).toBe(false);
        expect(canChangeMemberRole(callerRoles, callerId, owner)).toBe(false);
      }),
    );
  });

  it('only the owner changes roles, never their own', () => {
    fc.assert(
      fc.property(roles, userId, member, (callerRoles, callerId, m) => {
        if (canChangeMemberRole(callerRoles, callerId, m)) {
          expect(callerRoles).toContain('OWNER');
          expect(m.userId).not.toBe(callerId);
        }
      }),
    );
  });

  it('someone else is removed only by the owner, or by an admin when the member is no admin', () => {
    fc.assert(
      fc.property(roles, userId, member, (callerRoles, callerId, m) => {
        fc.pre(m.userId !== callerId && !m.roles.includes('OWNER'));
        const expected = callerRoles.includes('OWNER') || (callerRoles.includes('ADMIN') && !m.roles.includes('ADMIN'));
        expect(canRemoveMember(callerRoles, callerId, m)).toBe(expected);
      }),
    );
  });

  it('every member but the owner may leave', () => {
    expect(canRemoveMember(['PROVIDER'], 'u-1', { userId: 'u-1', roles: ['PROVIDER'] })).toBe(true);
    expect(canRemoveMember(['ADMIN'], 'u-1', { userId: 'u-1', roles: ['ADMIN'] })).toBe(true);
    expect(canRemoveMember(['OWNER'], 'u-1', { userId: 'u-1', roles: ['OWNER'] })).toBe(false);
  });

  it('owners and admins manage, providers do not', () => {
    expect(ROLE_NAMES.filter(isManagerRole)).toEqual(['OWNER', 'ADMIN']);
  });
});
