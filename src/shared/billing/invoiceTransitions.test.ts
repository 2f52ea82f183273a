import fc from 'fast-check';
import { canTransitionInvoice, DELETABLE_INVOICE_STATUSES, EDITABLE_INVOICE_STATUSES, INVOICE_STATUSES, INVOICE_TRANSITIONS, LIVE_INVOICE_STATUSES } from './invoiceTransitions';
import schema from '../../../schemas/invoice.schema.json';

describe('invoice transitions table', () => {
  it('names exactly the statuses of the invoice record', () => {
    expect([...INVOICE_STATUSES].sort()).toEqual([...schema.properties.status.enum].sort());
    expect(schema.properties.status.default).toBe('UNPROCESSED');
  });

  it('never leaves CANCELLED, never changes to itself, and allows only what the table lists', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVOICE_STATUSES), fc.constantFrom(...INVOICE_STATUSES), (from, to) => {
        expect(canTransitionInvoice(from, to)).toBe(INVOICE_TRANSITIONS[from].includes(to));
        if (from === to || from === 'CANCELLED') expect(canTransitionInvoice(from, to)).toBe(false);
      }),
    );
    expect(canTransitionInvoice('UNKNOWN', 'PAID')).toBe(false);
    expect(canTransitionInvoice('PAID', 'UNKNOWN')).toBe(false);
  });

  it('goes through the reminders in order, and every live invoice can be paid or cancelled', () => {
    expect(canTransitionInvoice('OVERDUE', 'REMINDER1')).toBe(true);
    expect(canTransitionInvoice('OVERDUE', 'REMINDER2')).toBe(false);
    expect(canTransitionInvoice('REMINDER1', 'REMINDER3')).toBe(false);
    expect(canTransitionInvoice('REMINDER3', 'REMINDER1')).toBe(false);
    for (const s of LIVE_INVOICE_STATUSES.filter((x) => x !== 'PAID')) {
      expect(canTransitionInvoice(s, 'PAID')).toBe(true);
      expect(canTransitionInvoice(s, 'CANCELLED')).toBe(true);
    }
    // A paid invoice may be cancelled: its payments become the client's credit (issue 12 §1).
    expect(canTransitionInvoice('PAID', 'CANCELLED')).toBe(true);
  });

  it('lets only an unprocessed invoice be edited, and a sent one never be deleted', () => {
    expect(EDITABLE_INVOICE_STATUSES).toEqual(['UNPROCESSED']);
    for (const s of ['SENT', 'PAID', 'OVERDUE', 'REMINDER1', 'REMINDER2', 'REMINDER3'] as const) expect(DELETABLE_INVOICE_STATUSES).not.toContain(s);
  });
});
