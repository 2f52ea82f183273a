/** What the patient types before the SMS code, and the checks the page makes before sending it (the server checks again). */
export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  note: string;
  /** YYYY-MM-DD; asked for when the practice wants it (profile askDateOfBirth). */
  dateOfBirth: string;
}

export const EMPTY_DETAILS: Details = { firstName: '', lastName: '', email: '', countryPhone: '+41', phone: '', note: '', dateOfBirth: '' };

/** The booking call's limits (src/shared/api/publicBooking.ts bookingBody). */
export const LIMITS = { firstName: 50, lastName: 50, email: 254, phone: 30, note: 1000 } as const;

export type DetailsErrors = Partial<Record<keyof Details, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Error codes (keys of publicBooking.json's `errors`) by field; empty when the details may be sent. */
export function checkDetails(d: Details, askDateOfBirth = false, today = ''): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!d.firstName.trim()) errors.firstName = 'required';
  if (!d.lastName.trim()) errors.lastName = 'required';
  if (!d.email.trim()) errors.email = 'required';
  else if (!EMAIL.test(d.email.trim())) errors.email = 'invalidEmail';
  const digits = d.phone.replace(/\D/g, '');
  if (!d.phone.trim()) errors.phone = 'required';
  else if (digits.length < 6 || /[^\d\s()+./-]/.test(d.phone)) errors.phone = 'invalidPhone';
  if (askDateOfBirth && !d.dateOfBirth) errors.dateOfBirth = 'required';
  else if (d.dateOfBirth && (!/^\d{4}-\d{2}-\d{2}$/.test(d.dateOfBirth) || d.dateOfBirth < '1900-01-01' || (today !== '' && d.dateOfBirth > today))) errors.dateOfBirth = 'invalidDate';
  return errors;
}

/** Server field names to the form's (the booking's `countryPhone` belongs to the phone input). */
export function fieldOf(serverField: string): keyof Details | null {
  const name = serverField.replace(/^\/?(body\/)?/, '').replace(/^\./, '');
  if (name === 'countryPhone') return 'phone';
  return (['firstName', 'lastName', 'email', 'phone', 'note', 'dateOfBirth'] as const).find((f) => f === name) ?? null;
}

/** The details as the API takes them: trimmed, the note and the date of birth only when given. */
export function trimmed(d: Details): Omit<Details, 'note' | 'dateOfBirth'> & { note?: string; dateOfBirth?: string } {
  const note = d.note.trim();
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    email: d.email.trim(),
    countryPhone: d.countryPhone,
    phone: d.phone.trim(),
    ...(note ? { note } : {}),
    ...(d.dateOfBirth ? { dateOfBirth: d.dateOfBirth } : {}),
  };
}
