import { TokenCipher } from '../../../src/server/services/googleCalendar/tokenCipher';
import { OAuthStateSigner } from '../../../src/server/services/googleCalendar/oauthState';
import { busyTimeOf, zonedMidnight } from '../../../src/server/services/googleCalendar/busyTime';

describe('token encryption at rest', () => {
  const cipher = new TokenCipher('server-secret-one');
  it('round-trips, uses a fresh IV each time, and refuses altered values or another key', () => {
    const a = cipher.encrypt('ya29.token');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('ya29');
    expect(cipher.encrypt('ya29.token')).not.toBe(a);
    expect(cipher.decrypt(a)).toBe('ya29.token');
    const raw = Buffer.from(a.slice(3), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(cipher.decrypt(`v1:${raw.toString('base64url')}`)).toBeNull();
    expect(new TokenCipher('server-secret-two').decrypt(a)).toBeNull();
    expect(cipher.decrypt('plain')).toBeNull();
  });
});

describe('OAuth state', () => {
  const signer = new OAuthStateSigner('server-secret-one');
  const state = { userId: 'u', centreId: 'c', providerId: 'p', redirectUri: 'https://kura.example/settings/integrations' };
  it('verifies its own state within 15 minutes, nothing else', () => {
    const token = signer.sign(state, 1_000_000);
    expect(signer.verify(token, 1_000_000 + 14 * 60e3)).toEqual(state);
    expect(signer.verify(token, 1_000_000 + 16 * 60e3)).toBeNull();
    expect(new OAuthStateSigner('other').verify(token, 1_000_000)).toBeNull();
    const [body, mac] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), userId: 'x' })).toString('base64url');
    expect(signer.verify(`${changed}.${mac}`, 1_000_000)).toBeNull();
  });
});

describe('busy time of an event', () => {
  it('converts all-day dates at the calendar zone’s midnight, winter and summer', () => {
    expect(zonedMidnight('2030-01-15', 'Europe/Zurich')!.toISOString()).toBe('2030-01-14T23:00:00.000Z');
    expect(zonedMidnight('2030-03-31', 'Europe/Zurich')!.toISOString()).toBe('2030-03-30T23:00:00.000Z');
    expect(zonedMidnight('2030-04-01', 'Europe/Zurich')!.toISOString()).toBe('2030-03-31T22:00:00.000Z');
    expect(zonedMidnight('2030-04-01', 'America/New_York')!.toISOString()).toBe('2030-04-01T04:00:00.000Z');
  });
  it('keeps only busy events, with times and no content', () => {
    const base = { id: 'e', summary: 'secret', start: { dateTime: '2030-01-01T10:00:00+01:00' }, end: { dateTime: '2030-01-01T11:00:00+01:00' } };
    expect(busyTimeOf(base, 'Europe/Zurich')).toEqual({ googleEventId: 'e', startsAt: new Date('2030-01-01T09:00:00Z'), endsAt: new Date('2030-01-01T10:00:00Z'), allDay: false });
    expect(busyTimeOf({ ...base, status: 'cancelled' }, 'Europe/Zurich')).toBeNull();
    expect(busyTimeOf({ ...base, transparency: 'transparent' }, 'Europe/Zurich')).toBeNull();
    expect(busyTimeOf({ ...base, attendees: [{ self: true, responseStatus: 'declined' }] }, 'Europe/Zurich')).toBeNull();
    expect(busyTimeOf({ ...base, attendees: [{ self: false, responseStatus: 'declined' }] }, 'Europe/Zurich')).not.toBeNull();
    expect(busyTimeOf({ ...base, end: base.start }, 'Europe/Zurich')).toBeNull();
  });
});
