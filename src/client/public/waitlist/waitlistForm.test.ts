import { addDays, checkWaitlist, initialRange, waitlistFieldOf, type WaitlistForm } from './waitlistForm';

const form = (over: Partial<WaitlistForm> = {}): WaitlistForm => ({
  serviceId: 's', providerId: '', from: '2027-03-02', to: '2027-03-10', firstName: 'Wanda', lastName: 'Warten', email: 'wanda@example.ch', countryPhone: '+41', phone: '079 123 45 67', note: '', dateOfBirth: '', ...over,
});

describe('waitlist form', () => {
  it('accepts a complete form and checks the range like the server', () => {
    expect(checkWaitlist(form(), '2027-03-01')).toEqual({});
    expect(checkWaitlist(form({ from: '', to: '2027-02-27' }), '2027-03-01')).toEqual({ from: 'required', to: 'dateInPast' });
    expect(checkWaitlist(form({ from: '2027-03-10', to: '2027-03-02' }), '2027-03-01')).toEqual({ to: 'invalidDateRange' });
    expect(checkWaitlist(form({ from: '2027-03-01', to: '2027-05-01' }), '2027-03-01')).toEqual({});
    expect(checkWaitlist(form({ from: '2027-03-01', to: '2027-05-02' }), '2027-03-01')).toEqual({ to: 'rangeTooLong' });
    expect(checkWaitlist(form({ firstName: ' ', email: 'x', phone: '12' }), '2027-03-01')).toEqual({ firstName: 'required', email: 'invalidEmail', phone: 'invalidPhone' });
  });

  it('names server fields and starts with a sensible range', () => {
    expect(waitlistFieldOf('/body/to')).toBe('to');
    expect(waitlistFieldOf('countryPhone')).toBe('phone');
    expect(waitlistFieldOf('code')).toBe('code');
    expect(waitlistFieldOf('serviceId')).toBeNull();
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(initialRange('2027-03-01', null, null)).toEqual({ from: '2027-03-01', to: '2027-03-14' });
    expect(initialRange('2027-03-01', '2027-04-01', null)).toEqual({ from: '2027-04-01', to: '2027-04-14' });
    // Done page: an earlier time than the one booked.
    expect(initialRange('2027-03-01', null, '2027-03-20')).toEqual({ from: '2027-03-01', to: '2027-03-19' });
    expect(initialRange('2027-03-01', null, '2027-03-01')).toEqual({ from: '2027-03-01', to: '2027-03-14' });
  });
});
