import fc from 'fast-check';
import { appointmentIdOfGoogleEvent, googleEventIdOf } from './googleEventId';

describe('googleEventIdOf', () => {
  it('is base32hex of the UUID after "kura", as Google requires (a–v, 0–9, 5–1024 characters)', () => {
    expect(googleEventIdOf('00000000-0000-4000-8000-000000000000')).toBe('kura00000000010010000000000000');
    expect(googleEventIdOf('FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF')).toMatch(/^kura[0-9a-v]{26}$/);
    expect(() => googleEventIdOf('not-a-uuid')).toThrow();
  });

  it('is deterministic, valid for Google, distinct and reversible for every UUID (random)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        const id = googleEventIdOf(a);
        expect(id).toMatch(/^[0-9a-v]{5,1024}$/);
        expect(googleEventIdOf(a)).toBe(id);
        expect(appointmentIdOfGoogleEvent(id)).toBe(a.toLowerCase());
        if (a.toLowerCase() !== b.toLowerCase()) expect(googleEventIdOf(b)).not.toBe(id);
      }),
    );
  });

  it('recognises no other event id as Kura\'s', () => {
    expect(appointmentIdOfGoogleEvent('abc123')).toBeNull();
    expect(appointmentIdOfGoogleEvent('kura' + 'v'.repeat(26))).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-v]{5,40}$/), (s) => {
        if (!s.startsWith('kura')) expect(appointmentIdOfGoogleEvent(s)).toBeNull();
      }),
    );
  });
});
