import { describe, expect, it } from '@jest/globals';
import { decidePageGuard, type GuardDecision, type GuardInput } from '../../../src/client/routing/pageGuard';
import { afterSignInPath, afterVerificationPath } from '../../../src/client/routing/navigation';

const on = { tariff590: true };
const off = { tariff590: false };
const base: GuardInput = { pathname: '/calendar', hasUser: false, hasBothTokens: false, loading: false, loadFailed: false, flags: on };

const cases: [string, Partial<GuardInput>, GuardDecision][] = [
  ['no user, both tokens → fetch the user', { hasBothTokens: true }, { kind: 'loadUser' }],
  ['no user, both tokens, on a /users page → fetch the user first', { pathname: '/users/signin', hasBothTokens: true }, { kind: 'loadUser' }],
  ['loading → loading screen', { hasBothTokens: true, loading: true }, { kind: 'loading' }],
  ['no user, no tokens, outside /users → log out', {}, { kind: 'logout' }],
  ['user load failed, outside /users → log out', { hasBothTokens: true, loadFailed: true }, { kind: 'logout' }],
  ['no user on /users/signin → show it', { pathname: '/users/signin' }, { kind: 'render' }],
  ['no user on /users/reset-password/abc → show it', { pathname: '/users/reset-password/abc' }, { kind: 'render' }],
  ['signed in on /users/signin, tariff 590 on → /tariff590/addresses', { pathname: '/users/signin', hasUser: true, hasBothTokens: true }, { kind: 'redirect', to: '/tariff590/addresses' }],
  ['signed in on /users/welcome, tariff 590 off → /settings/account', { pathname: '/users/welcome', hasUser: true, hasBothTokens: true, flags: off }, { kind: 'redirect', to: '/settings/account' }],
  ['signed in on the invitation link → stays (accepts with the session)', { pathname: '/users/accept-invitation', hasUser: true, hasBothTokens: true }, { kind: 'render' }],
  ['signed in on / with tariff 590 → calendar', { pathname: '/', hasUser: true, hasBothTokens: true }, { kind: 'redirect', to: '/calendar' }],
  ['signed in on / without tariff 590 → dashboard', { pathname: '/', hasUser: true, hasBothTokens: true, flags: off }, { kind: 'redirect', to: '/dashboard' }],
  ['signed in on a page → show it', { pathname: '/settings/account', hasUser: true, hasBothTokens: true }, { kind: 'render' }],
  ['signed in while a reload runs → keep showing the page', { hasUser: true, hasBothTokens: true, loading: true }, { kind: 'render' }],
  ['/usersettings is not the /users area', { pathname: '/usersettings' }, { kind: 'logout' }],
];

describe('page guard (spec §2)', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(decidePageGuard({ ...base, ...input })).toEqual(expected);
  });
});

describe('navigation after authentication (spec §2)', () => {
  it('after sign-in: calendar with tariff 590, else dashboard', () => {
    expect(afterSignInPath(on)).toBe('/calendar');
    expect(afterSignInPath(off)).toBe('/dashboard');
  });
  it('after code verification: /tariff590/addresses with tariff 590, else dashboard', () => {
    expect(afterVerificationPath(on)).toBe('/tariff590/addresses');
    expect(afterVerificationPath(off)).toBe('/dashboard');
  });
});
