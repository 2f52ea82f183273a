import fc from 'fast-check';
import { PAYMENT_METHODS } from '../api/payments';
import { defaultRange, monthCount, monthsBetween, receivedOf, shapeFinanceDashboard, type DashboardInput, type InvoiceGroup, type OpenGroup, type PaymentGroup } from './financeDashboard';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const CASH = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const base: DashboardInput = { from: '2027-01-01', to: '2027-03-31', today: '2027-03-15', payments: [], invoices: [], open: [], credit: 0, checkoutTypeNames: new Map([[CASH, 'Kasse']]) };

describe('the finance dashboard’s shaping', () => {
  it('counts money in, takes refunds off and leaves credit notes out of what was received', () => {
    expect(receivedOf('cash', 5_000)).toBe(5_000);
    expect(receivedOf('bank', -5_000)).toBe(-5_000);
    expect(receivedOf('refund', 2_000)).toBe(-2_000);
    expect(receivedOf('refund', -2_000)).toBe(2_000);
    expect(receivedOf('creditNote', 3_000)).toBe(0);
  });

  it('lists every month of the range, empty ones with zeros', () => {
    expect(monthsBetween('2026-11-20', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-05-01', '2027-05-31')).toEqual(['2027-05']);
    const d = shapeFinanceDashboard({ ...base, invoices: [{ month: '2027-02', providerId: T1, amount: 12_000, count: 1 }] });
    expect(d.months).toEqual([
      { month: '2027-01', invoiced: 0, invoicedCount: 0, received: 0 },
      { month: '2027-02', invoiced: 12_000, invoicedCount: 1, received: 0 },
      { month: '2027-03', invoiced: 0, invoicedCount: 0, received: 0 },
    ]);
  });

  it('shapes a small set: a reversal takes back its payment, a refund is paid out, credit notes are listed by method only', () => {
    const payments: PaymentGroup[] = [
      { month: '2027-01', providerId: T1, checkoutTypeId: CASH, method: 'cash', amount: 12_000, count: 1 },
      { month: '2027-02', providerId: T1, checkoutTypeId: CASH, method: 'cash', amount: -4_000, count: 0 },
      { month: '2027-02', providerId: T2, checkoutTypeId: null, method: 'bank', amount: 20_000, count: 2 },
      { month: '2027-03', providerId: null, checkoutTypeId: CASH, method: 'refund', amount: 1_000, count: 1 },
      { month: '2027-03', providerId: T2, checkoutTypeId: CASH, method: 'creditNote', amount: 500, count: 1 },
    ];
    const open: OpenGroup[] = [{ providerId: T2, open: 7_000, openCount: 2, overdue: 3_000, overdueCount: 1 }];
    const d = shapeFinanceDashboard({ ...base, payments, open, credit: 6_500, invoices: [{ month: '2027-01', providerId: T1, amount: 12_000, count: 1 }] });
    expect(d.months.map((m) => m.received)).toEqual([12_000, 16_000, -1_000]);
    expect(d.totals).toEqual({ invoiced: 12_000, invoicedCount: 1, received: 27_000, open: 7_000, openCount: 2, overdue: 3_000, overdueCount: 1, credit: 6_500 });
    expect(d.byTherapist).toEqual([
      { providerId: T1, invoiced: 12_000, received: 8_000, open: 0, overdue: 0 },
      { providerId: T2, invoiced: 0, received: 20_000, open: 7_000, overdue: 3_000 },
      { providerId: null, invoiced: 0, received: -1_000, open: 0, overdue: 0 },
    ]);
    expect(d.byCheckoutType).toEqual([
      { checkoutTypeId: null, name: null, received: 20_000 },
      { checkoutTypeId: CASH, name: 'Kasse', received: 7_000 },
    ]);
    expect(d.byMethod).toEqual([
      { method: 'cash', amount: 8_000, received: 8_000, count: 1 },
      { method: 'bank', amount: 20_000, received: 20_000, count: 2 },
      { method: 'creditNote', amount: 500, received: 0, count: 1 },
      { method: 'refund', amount: 1_000, received: -1_000, count: 1 },
    ]);
  });

  it('takes the current year by default and counts the months a range touches', () => {
    expect(defaultRange('2027-06-30')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(monthCount('2027-01-31', '2027-01-31')).toBe(1);
    expect(monthCount('2020-01-01', '2029-12-31')).toBe(120);
    fc.assert(fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (a, b) => {
      const date = (n: number) => `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-15`;
      const [from, to] = [date(Math.min(a, b)), date(Math.max(a, b))];
      expect(monthCount(from, to)).toBe(monthsBetween(from, to).length);
    }));
  });

  const ids = fc.constantFrom(T1, T2, null);
  const month = fc.constantFrom('2027-01', '2027-02', '2027-03');
  const paymentGroup = fc.record({ month, providerId: ids, checkoutTypeId: fc.constantFrom(CASH, null), method: fc.constantFrom(...PAYMENT_METHODS), amount: fc.integer({ min: -1e6, max: 1e6 }), count: fc.nat(20) });
  const invoiceGroup: fc.Arbitrary<InvoiceGroup> = fc.record({ month, providerId: ids, amount: fc.nat(1e6), count: fc.nat(20) });
  const openGroup: fc.Arbitrary<OpenGroup> = fc.record({ providerId: ids, open: fc.nat(1e6), openCount: fc.nat(9), overdue: fc.nat(1e6), overdueCount: fc.nat(9) });

  it('adds up: months, therapists, checkout types and methods each sum to the totals', () => {
    fc.assert(
      fc.property(fc.array(paymentGroup, { maxLength: 30 }), fc.array(invoiceGroup, { maxLength: 10 }), fc.array(openGroup, { maxLength: 5 }), (payments, invoices, open) => {
        const d = shapeFinanceDashboard({ ...base, payments, invoices, open });
        const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(d.months).toHaveLength(3);
        expect(sum(d.byTherapist, (r) => r.received)).toBe(d.totals.received);
        expect(sum(d.byTherapist, (r) => r.invoiced)).toBe(d.totals.invoiced);
        expect(sum(d.byTherapist, (r) => r.open)).toBe(d.totals.open);
        expect(sum(d.byTherapist, (r) => r.overdue)).toBe(d.totals.overdue);
        expect(sum(d.byCheckoutType, (r) => r.received)).toBe(d.totals.received);
        expect(sum(d.byMethod, (r) => r.received)).toBe(d.totals.received);
        expect(sum(payments, (g) => receivedOf(g.method, g.amount))).toBe(d.totals.received);
        expect(sum(invoices, (g) => g.count)).toBe(d.totals.invoicedCount);
      }),
    );
  });
});
