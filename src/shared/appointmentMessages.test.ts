import fc from 'fast-check';
import { bookingTimeParts, chosenChannels, statusMessageEvent, SETTING_OF_EVENT } from './appointmentMessages';
import { NOTIFICATION_EVENTS, NOTIFICATION_PLACEHOLDERS, renderTemplate } from './notificationTemplates';
import { renderBulkSms } from './sms';

const STATUSES = ['DRAFT', 'UNCONFIRMED', 'BOOKED', 'CONFIRMED', 'IMPORTED', 'PROVIDED', 'FINISHED', 'BILLED', 'CANCELLED', 'DENIED', 'DELETED', 'ARCHIVED'];

describe('which message a status change sends', () => {
  it('confirms, answers a request, or cancels; the treatment’s own course sends nothing', () => {
    expect(statusMessageEvent('UNCONFIRMED', 'CONFIRMED')).toBe('bookingConfirmation');
    expect(statusMessageEvent('UNCONFIRMED', 'BOOKED')).toBe('bookingConfirmation');
    expect(statusMessageEvent('DRAFT', 'UNCONFIRMED')).toBe('bookingRequest');
    expect(statusMessageEvent('CONFIRMED', 'CANCELLED')).toBe('bookingCancellation');
    expect(statusMessageEvent('UNCONFIRMED', 'DENIED')).toBe('bookingCancellation');
    expect(statusMessageEvent('CONFIRMED', 'DELETED')).toBe('bookingCancellation');
    expect(statusMessageEvent('CANCELLED', 'DELETED')).toBeNull();
    for (const to of ['PROVIDED', 'FINISHED', 'BILLED', 'ARCHIVED']) expect(statusMessageEvent('CONFIRMED', to)).toBeNull();
  });

  it('never sends a message for a change to the same status, and only client-facing events', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.constantFrom(...STATUSES), (from, to) => {
        const event = statusMessageEvent(from, to);
        if (from === to) expect(event).toBeNull();
        if (event) expect(['bookingRequest', 'bookingConfirmation', 'bookingCancellation']).toContain(event);
      }),
    );
  });
});

describe('channels of a message', () => {
  const settings = (v: boolean) => ({ email: Object.fromEntries(Object.values(SETTING_OF_EVENT).map((k) => [k, v])), sms: Object.fromEntries(Object.values(SETTING_OF_EVENT).map((k) => [k, !v])) });

  it('the switches decide when the request has either; else the centre’s settings of that message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTIFICATION_EVENTS), fc.option(fc.boolean(), { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }), fc.boolean(), (event, isSms, isEmail, v) => {
        const channels = chosenChannels({ isSms, isEmail }, settings(v), event);
        if (isSms === undefined && isEmail === undefined) expect(channels).toEqual(v ? ['email'] : ['sms']);
        else expect(channels).toEqual([...(isEmail ? ['email'] : []), ...(isSms ? ['sms'] : [])]);
      }),
    );
  });
});

describe('rendering templates', () => {
  const value = fc.string({ maxLength: 20 });
  it('fills every known placeholder, keeps unknown ones, and does not fill values again', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NOTIFICATION_PLACEHOLDERS, 'Unknown', 'text ', '{', '}}'), { maxLength: 12 }), fc.dictionary(fc.constantFrom(...NOTIFICATION_PLACEHOLDERS), value), (parts, values) => {
        const template = parts.map((p) => ((NOTIFICATION_PLACEHOLDERS as readonly string[]).includes(p) || p === 'Unknown' ? `{{${p}}}` : p)).join('');
        const expected = parts.map((p) => ((NOTIFICATION_PLACEHOLDERS as readonly string[]).includes(p) && p in values ? values[p as keyof typeof values] : (NOTIFICATION_PLACEHOLDERS as readonly string[]).includes(p) || p === 'Unknown' ? `{{${p}}}` : p)).join('');
        expect(renderTemplate(template, values)).toBe(expected);
      }),
    );
  });

  it('accepts spaces inside the braces, and the bulk SMS renders the same way', () => {
    expect(renderTemplate('Hallo {{ ClientName }}, {{Booking}} {{Nope}}', { ClientName: 'Bea {{Booking}}', Booking: 'morgen' })).toBe('Hallo Bea {{Booking}}, morgen {{Nope}}');
    expect(renderBulkSms('Hi {{ClientName}} {{toString}}', { ClientName: 'Lea' })).toBe('Hi Lea {{toString}}');
  });
});

describe('the booking’s local time', () => {
  it('reads in the centre’s zone across the DST change', () => {
    expect(bookingTimeParts(new Date('2027-03-27T08:30:00Z'), 'Europe/Zurich')).toEqual({ date: '27.03.2027', time: '09:30', weekday: 6 });
    expect(bookingTimeParts(new Date('2027-03-29T07:30:00Z'), 'Europe/Zurich')).toEqual({ date: '29.03.2027', time: '09:30', weekday: 1 });
    expect(bookingTimeParts(new Date('2027-01-01T23:30:00Z'), 'Europe/Zurich')).toEqual({ date: '02.01.2027', time: '00:30', weekday: 6 });
  });

  it('agrees with Intl for any instant', () => {
    const fmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(
      fc.property(fc.integer({ min: 1.6e12, max: 2.2e12 }), (ms) => {
        const parts = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        expect(bookingTimeParts(new Date(ms), 'Europe/Zurich')).toEqual({ date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}`, weekday: days.indexOf(parts.weekday) });
      }),
    );
  });
});
