/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import { ServiceTable, type ServiceRecord } from '../../../../src/client/pages/services/ServiceTable';
import { renderAdmin } from '../../admin/support/renderAdmin';
import { usePhoneScreen } from '../../client/support/phoneScreen';

const service = (over: Partial<ServiceRecord>): ServiceRecord => ({ id: over.name ?? 's', name: 'Massage', type: 'regular', duration: 60, ppu: 12000, count: 1, onlineBooking: true, ...over });
const priceOf = (name: string) => (document.querySelector(`[data-service="${name}"] [data-price]`) as HTMLElement).textContent?.replace(/\s/g, ' ');

describe('service list prices', () => {
  it('shows the price of one service as booked, and the unit price where it differs (issue 13)', () => {
    renderAdmin(
      <ServiceTable
        services={[service({ name: 'Akupunktur', type: 'tarif590', ppu: 1000, count: 12 }), service({ name: 'Massage', ppu: 12000, count: 1 })]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(priceOf('Akupunktur')).toBe('CHF 120.0012 × CHF 10.00');
    expect(priceOf('Massage')).toBe('CHF 120.00');
  });
});

describe('service list on a phone', () => {
  usePhoneScreen();

  it('shows name and price, keeps edit and delete in the row, and the rest in the detail (issue 13)', () => {
    renderAdmin(<ServiceTable services={[service({ name: 'Massage', duration: 45, tax: 'CH-normal' })]} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Name', 'Price', '']);
    expect(screen.queryByText('CH-normal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit: Massage/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    const detail = screen.getByTestId('row-detail');
    expect(within(detail).getByText('CH-normal')).toBeInTheDocument();
    expect(within(detail).getByText('VAT')).toBeInTheDocument();
    expect(within(detail).getByLabelText(/: Massage$/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  });
});
