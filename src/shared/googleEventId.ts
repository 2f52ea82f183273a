/**
 * The Google event id of a Kura appointment written into a therapist's Google calendar: the
 * appointment UUID's 16 bytes in base32hex (Google allows only the characters a–v and 0–9, 5 to
 * 1024 of them), lowercase, after the prefix "kura". Deterministic, so a repeated or retried write
 * addresses the same event and never makes a second one; reversible, so an event tells whose it is.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuv';
const PREFIX = 'kura';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function googleEventIdOf(appointmentId: string): string {
  if (!UUID.test(appointmentId)) throw new Error(`not a UUID: ${appointmentId}`);
  const hex = appointmentId.replace(/-/g, '').toLowerCase();
  let bits = '';
  for (const h of hex) bits += parseInt(h, 16).toString(2).padStart(4, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 5) * 5, '0');
  let out = PREFIX;
  for (let i = 0; i < bits.length; i += 5) out += ALPHABET[parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

/** The appointment id behind an event id Kura made, or null for any other event id. */
export function appointmentIdOfGoogleEvent(eventId: string): string | null {
  if (!/^kura[0-9a-v]{26}$/.test(eventId)) return null;
  let bits = '';
  for (const c of eventId.slice(PREFIX.length)) bits += ALPHABET.indexOf(c).toString(2).padStart(5, '0');
  if (/1/.test(bits.slice(128))) return null; // padding bits must be zero
  let hex = '';
  for (let i = 0; i < 128; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return id;
}
