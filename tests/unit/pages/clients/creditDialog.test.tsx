/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFetch, ApiRequestError } from '../../../../src/client/api/http';
import type { InvoiceRecord } from '../../../../src/client/api/invoices';
import { CreditDialog } from '../../../../src/client/pages/clients/CreditDialog';
import { renderPage } from '../support/renderPage';

jest.mock('../../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const CENTRE = '00000000-0000-4000-8000-000000000001';
const CONTACT = '00000000-0000-4000-8000-000000000002';
const invoice = (n: number, totalDue: number) => ({ invoice_id: `00000000-0000-4000-8000-00000000010${n}`, number: `2026-00${n}`, totalDue, status: 'SENT' }) as unknown as InvoiceRecord;
const checkoutTypes = [{ id: '00000000-0000-4000-8000-000000000009', name: 'Kasse', active: true }];

beforeEach(() => apiFetchMock.mockReset());

describe('the credit dialog of the client profile', () => {
  it('proposes the first open invoice with what the credit covers, follows the invoice chosen, and books a credit note', async () => {
    apiFetchMock.mockResolvedValue({});
    const onSaved = jest.fn();
    renderPage(<CreditDialog centreId={CENTRE} contactId={CONTACT} mode="use" credit={10_000} openInvoices={[invoice(1, 61_725), invoice(2, 4_000)]} checkoutTypes={checkoutTypes} onClose={jest.fn()} onSaved={onSaved} />);
    const amount = await screen.findByLabelText('Amount (CHF)');
    expect(amount).toHaveValue('100.00');
    fireEvent.change(screen.getByLabelText('Invoice'), { target: { value: invoice(2, 0).invoice_id } });
    // Never more than is open on the invoice.
    expect(amount).toHaveValue('40.00');
    fireEvent.click(screen.getByRole('button', { name: 'Use credit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiFetchMock).toHaveBeenCalledWith('/api/payments', {
      method: 'POST',
      body: expect.objectContaining({ centreId: CENTRE, method: 'creditNote', invoiceId: invoice(2, 0).invoice_id, amount: 4_000, checkoutTypeId: checkoutTypes[0].id }),
    });
    expect(apiFetchMock.mock.calls[0][1]?.body).not.toHaveProperty('contactId');
  });

  it('refunds to the client and shows the server’s refusal without closing', async () => {
    apiFetchMock.mockRejectedValue(new ApiRequestError(409, { code: 'insufficientCredit', message: 'payments.errors.insufficientCredit' }));
    const onSaved = jest.fn();
    renderPage(<CreditDialog centreId={CENTRE} contactId={CONTACT} mode="refund" credit={2_500} openInvoices={[]} checkoutTypes={checkoutTypes} onClose={jest.fn()} onSaved={onSaved} />);
    expect(await screen.findByLabelText('Amount (CHF)')).toHaveValue('25.00');
    expect(screen.queryByLabelText('Invoice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund credit' }));
    expect(await screen.findByText('The credit balance is not enough for this.')).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith('/api/payments', { method: 'POST', body: expect.objectContaining({ method: 'refund', contactId: CONTACT, amount: 2_500 }) });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not one before calling the server', async () => {
    renderPage(<CreditDialog centreId={CENTRE} contactId={CONTACT} mode="refund" credit={2_500} openInvoices={[]} checkoutTypes={checkoutTypes} onClose={jest.fn()} onSaved={jest.fn()} />);
    fireEvent.change(await screen.findByLabelText('Amount (CHF)'), { target: { value: 'zwei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund credit' }));
    expect(await screen.findByText('Please enter an amount such as 95.50.')).toBeInTheDocument();
    expect(apiFetchMock).not.toHaveBeenCalled();
  });
});
