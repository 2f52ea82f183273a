/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { screen } from '@testing-library/react';
import { ServiceTable, type ServiceRecord } from '../../../../src/client/pages/services/ServiceTable';
import { renderAdmin } from '../../admin/support/renderAdmin';

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
