/** What the patient types before the SMS code, and the checks the page makes before sending it (the server checks again). */
export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  note: string;
}

export const EMPTY_DETAILS: Details = { firstName: '', lastName: '', email: '', countryPhone: '+41', phone: '', note: '' };

export const LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 30, note: 1000 } as const;

export type DetailsErrors = Partial<Record<keyof Details, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Error codes (keys of publicBooking.json's `errors`) by field; empty when the details may be sent. */
export function checkDetails(d: Details): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!d.firstName.trim()) errors.firstName = 'required';
  if (!d.lastName.trim()) errors.lastName = 'required';
  if (!d.email.trim()) errors.email = 'required';
  else if (!EMAIL.test(d.email.trim())) errors.email = 'invalidEmail';
  const digits = d.phone.replace(/\D/g, '');
  if (!d.phone.trim()) errors.phone = 'required';
  else if (digits.length < 6 || /[^\d\s()+./-]/.test(d.phone)) errors.phone = 'invalidPhone';
  return errors;
}

/** Server field names to the form's (the booking's `countryPhone` belongs to the phone input). */
export function fieldOf(serverField: string): keyof Details | null {
  const name = serverField.replace(/^\/?(body\/)?/, '').replace(/^\./, '');
  if (name === 'countryPhone') return 'phone';
  return (['firstName', 'lastName', 'email', 'phone', 'note'] as const).find((f) => f === name) ?? null;
}

/** The details as the API takes them: trimmed, the note only when written. */
export function trimmed(d: Details): Omit<Details, 'note'> & { note?: string } {
  const note = d.note.trim();
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    email: d.email.trim(),
    countryPhone: d.countryPhone,
    phone: d.phone.trim(),
    ...(note ? { note } : {}),
  };
}
