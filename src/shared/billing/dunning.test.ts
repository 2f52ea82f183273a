import { nextDunningStep, reminderLevel, type DunningInvoice } from './dunning';

const settings = { reminder1Days: 10, reminder2Days: 14, reminder3Days: 7 };
const inv = (more: Partial<DunningInvoice>): DunningInvoice => ({ status: 'SENT', paymentDeadline: '2026-03-31', openAmount: 12000, ...more });

describe('nextDunningStep', () => {
  it('makes a sent or unpaid invoice overdue the day after its deadline', () => {
    expect(nextDunningStep(inv({}), settings, '2026-03-31')).toBeNull();
    expect(nextDunningStep(inv({}), settings, '2026-04-01')).toBe('OVERDUE');
    expect(nextDunningStep(inv({ status: 'UNPAID' }), settings, '2026-04-01')).toBe('OVERDUE');
  });

  it('leaves unprocessed, paid and cancelled invoices and those with nothing open alone', () => {
    for (const status of ['UNPROCESSED', 'PAID', 'CANCELLED', 'REMINDER3']) expect(nextDunningStep(inv({ status }), settings, '2027-01-01')).toBeNull();
    expect(nextDunningStep(inv({ openAmount: 0 }), settings, '2027-01-01')).toBeNull();
    expect(nextDunningStep(inv({ paymentDeadline: null }), settings, '2027-01-01')).toBeNull();
  });

  it('sends reminder 1 reminder1Days after the deadline, 2 and 3 after the previous reminder', () => {
    expect(nextDunningStep(inv({ status: 'OVERDUE', lastStepDay: '2026-04-01' }), settings, '2026-04-09')).toBeNull();
    expect(nextDunningStep(inv({ status: 'OVERDUE', lastStepDay: '2026-04-01' }), settings, '2026-04-10')).toBe('REMINDER1');
    expect(nextDunningStep(inv({ status: 'REMINDER1', reminder1Day: '2026-04-10', lastStepDay: '2026-04-10' }), settings, '2026-04-23')).toBeNull();
    expect(nextDunningStep(inv({ status: 'REMINDER1', reminder1Day: '2026-04-10', lastStepDay: '2026-04-10' }), settings, '2026-04-24')).toBe('REMINDER2');
    expect(nextDunningStep(inv({ status: 'REMINDER2', reminder2Day: '2026-04-24', lastStepDay: '2026-04-24' }), settings, '2026-05-01')).toBe('REMINDER3');
  });

  it('takes at most one step per invoice and day', () => {
    // Long forgotten: overdue today, reminder 1 tomorrow at the earliest.
    expect(nextDunningStep(inv({ status: 'OVERDUE', lastStepDay: '2027-01-01' }), settings, '2027-01-01')).toBeNull();
    expect(nextDunningStep(inv({ status: 'OVERDUE', lastStepDay: '2027-01-01' }), settings, '2027-01-02')).toBe('REMINDER1');
  });
});

it('maps statuses to reminder levels', () => {
  expect([reminderLevel('OVERDUE'), reminderLevel('REMINDER1'), reminderLevel('REMINDER2'), reminderLevel('REMINDER3'), reminderLevel('SENT')]).toEqual([1, 1, 2, 3, null]);
});
