/** A valid body of each registry record (the cross-centre, role and mass-assignment sweeps share it). */
import crypto from 'node:crypto';

export const RECORD_SAMPLES: Record<string, Record<string, unknown>> = {
  contact: { firstName: 'Bea', lastName: 'Beispiel' },
  tag: { value: 'Tag' },
  vatRate: { name: 'Satz', code: 'N', rate: 8.1, validFrom: '2024-01-01' },
  service: { name: 'Massage' },
  serviceCategory: { name: 'Kategorie' },
  coupon: { name: 'Gutschein', code: 'CODE', discountType: 'percent', discount: 10, startDate: '2025-01-01', expiryDate: '2025-12-31' },
  checkoutType: { name: 'Kasse', camtAccount: 'CH9300762011623852957' },
  invoiceTemplate: { name: 'Vorlage', html: '<p>Vorlage</p>' },
  queryList: { name: 'Abfrage', filter: { 'Address.city': 'Bern' } },
  invoicingSettings: { title: 'Rechnung' },
  bookingCommunication: { nickname: 'Praxis' },
  onlinePresence: { publicProfile: true },
  bookingWidget: { name: 'Website', buttonColour: '#336699' },
  project: { name: 'Fall', caseNumber: 'F-1', accidentDate: '2026-01-05', insuranceLaw: 'UVG', maxSessions: 9 },
};

/** The sample with its unique-looking fields suffixed, so several records of a kind can coexist. */
export function uniqueSample(resource: string): Record<string, unknown> {
  const sample = { ...RECORD_SAMPLES[resource] };
  const suffix = crypto.randomBytes(3).toString('hex');
  for (const key of ['name', 'value', 'code'] as const) {
    if (typeof sample[key] === 'string') sample[key] = `${sample[key]}-${suffix}`;
  }
  // The camt account is unique per centre: only the first sample carries one.
  if (resource === 'checkoutType') delete sample.camtAccount;
  return sample;
}
