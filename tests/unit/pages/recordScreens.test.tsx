/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * Screens of coupons, invoice numbering and the booking widget helpers, and the service
 * "add from template" dialog: what a user sees and what is sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { coupons } from '../../../resources/coupons';
import { apiFetch } from '../../../src/client/api/http';
import { SchemaForm } from '../../../src/client/admin/SchemaForm';
import { formatDiscount } from '../../../src/client/pages/records/CouponDiscountWidget';
import { isNotAboveHighest } from '../../../src/shared/invoiceNumbers';
import { embedCode, textColourOn } from '../../../src/client/pages/settings/onlinePresence/bookingWidgetCode';
import { ServiceTemplateDialog } from '../../../src/client/pages/services/ServiceTemplateDialog';
import { CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/admin/centreScope', () => ({
  ...jest.requireActual('../../../src/client/admin/centreScope'),
  useScopedCentre: () => '11111111-1111-4111-8111-111111111111',
}));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
beforeEach(() => apiFetchMock.mockReset());

describe('coupon form', () => {
  const renderForm = (record: Record<string, unknown>, onSubmit = jest.fn(async (_data: Record<string, unknown>) => undefined)) => {
    renderPage(<SchemaForm def={coupons.def} form={coupons.config.form} widgets={coupons.config.widgets} validate={coupons.config.validate} record={record} onSubmit={onSubmit} />);
    return onSubmit;
  };

  it('refuses an expiry date before the start date and a percentage above 100 before sending', async () => {
    const onSubmit = renderForm({ name: 'Frühling', code: 'FRUEHLING', discountType: 'percent', discount: 120, startDate: '2025-06-01', expiryDate: '2025-05-01', active: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The start date must be before the expiry date.')).toBeInTheDocument();
    expect(screen.getByText('A percentage discount is at most 100.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a sum in francs and sends Rappen', async () => {
    const onSubmit = renderForm({ name: 'Treue', code: 'TREUE', discountType: 'sum', startDate: '2025-01-01', expiryDate: '2025-12-31', active: true });
    const amount = document.querySelector('input[name="discount"]') as HTMLInputElement;
    expect(within(amount.closest('.MuiInputBase-root') as HTMLElement).getByText('CHF')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '20.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ discountType: 'sum', discount: 2050 });
  });

  it('formats discounts for the list and stores codes in capitals', async () => {
    expect(formatDiscount({ discountType: 'percent', discount: 15 })).toBe('15 %');
    expect(formatDiscount({ discountType: 'sum', discount: 2050 })).toBe('CHF 20.50');
    const transform = coupons.config.transform as NonNullable<typeof coupons.config.transform>;
    expect(await transform({ code: 'sommer-25' }, { def: coupons.def, centreId: CENTRE_ID, previous: null })).toEqual({ code: 'SOMMER-25' });
  });
});

describe('invoice numbering rule (wording §5)', () => {
  it.each([
    ['1042', '1042', true],
    ['1000', '1042', true],
    ['1043', '1042', false],
    ['2025-0007', '2025-0012', true],
    ['2026-0001', '2025-0012', false],
    ['1043', null, false],
    ['R-17', '1042', false],
  ])('next %s against highest %s → refused %s', (next, highest, refused) => {
    expect(isNotAboveHighest(next, highest)).toBe(refused);
  });
});

describe('booking widget code', () => {
  it('is a plain link with escaped text and readable colours, never a script', () => {
    const code = embedCode('https://kura.example/booking/c/p/0', { buttonColour: '#ffee00', buttonSize: 'large' }, 'Jetzt <buchen> & "los"');
    expect(code).toContain('>Jetzt &lt;buchen&gt; &amp; &quot;los&quot;</a>');
    expect(code).toContain('color:#000000');
    expect(code).not.toMatch(/<script/i);
    expect(textColourOn('#1c6e8c')).toBe('#ffffff');
  });
});

describe('add services from a template', () => {
  const positions590 = [
    { number: '1004', name: 'Acupuncture', type: 'tarif590', nr: '1004', unit: 'minute', duration: 5, ppu: 0, langDepData: [] },
    { number: '1200', name: 'Anamnesis, examination, diagnosis, findings', type: 'tarif590', nr: '1200', unit: 'minute', duration: 5, ppu: 0, langDepData: [] },
  ];

  it('copies the chosen tariff 590 positions and says how many were added', async () => {
    apiFetchMock.mockImplementation(async (path, init) => {
      if (path === '/api/services/templates/590') return positions590;
      if (path === '/api/services/templates/001') return [];
      if (path === `/api/clinics/${CENTRE_ID}/services/copy` && init?.method === 'POST') return [{}, {}];
      throw new Error(`unexpected ${path}`);
    });
    const onCopied = jest.fn();
    renderPage(<ServiceTemplateDialog open onClose={jest.fn()} onCopied={onCopied} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Acupuncture' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anamnesis, examination, diagnosis, findings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 services' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(2));
    const post = apiFetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toEqual({ type: '590', numbers: ['1004', '1200'] });
    expect(await screen.findByText('2 services were added.')).toBeInTheDocument();
  });

  it('explains why tariff 001 has no positions', async () => {
    apiFetchMock.mockImplementation(async (path) => {
      if (path === '/api/services/templates/590') return positions590;
      if (path === '/api/services/templates/001') return [];
      throw new Error(`unexpected ${path}`);
    });
    renderPage(<ServiceTemplateDialog open onClose={jest.fn()} onCopied={jest.fn()} />);
    await screen.findByRole('checkbox', { name: 'Acupuncture' });
    fireEvent.click(screen.getByRole('tab', { name: 'Tariff 001' }));
    expect(await screen.findByText(/No tariff positions are stored for tariff 001/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 0 services' })).toBeDisabled();
  });
});
