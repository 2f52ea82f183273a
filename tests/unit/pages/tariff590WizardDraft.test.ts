import { draftBody, emptyDraft, validateClientStep, validateHeaderStep, validateItemsStep, type WizardDraft } from '../../../src/client/pages/tariff590/wizard/wizardDraft';

const CENTRE = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const draft = (patch: Partial<WizardDraft> = {}): WizardDraft => ({
  ...emptyDraft(CENTRE, USER),
  contact: { id: '33333333-3333-4333-8333-333333333333', name: 'Lea Keller' },
  law: 'VVG',
  treatmentReason: 'disease',
  ...patch,
});

describe('tariff 590 wizard steps', () => {
  it('step 1 needs a client and a therapist', () => {
    expect(validateClientStep(draft())).toEqual({});
    expect(Object.keys(validateClientStep({ ...draft(), contact: null, providerId: '' })).sort()).toEqual(['contact', 'providerId']);
  });

  it('step 2 needs law, treatment and reason; tiers payant the insurer with a valid GLN; a self-payer tiers garant', () => {
    expect(validateHeaderStep(draft())).toEqual({});
    expect(Object.keys(validateHeaderStep(draft({ law: '', treatmentType: '', treatmentReason: '' }))).sort()).toEqual(['law', 'treatmentReason', 'treatmentType']);
    expect(validateHeaderStep(draft({ tiers: 'TP' }))).toEqual({ insurerName: 'errors.required', insurerGln: 'errors.required' });
    expect(validateHeaderStep(draft({ tiers: 'TP', insurerName: 'Helsana', insurerGln: '7601003002752' }))).toEqual({ insurerGln: 'errors.invalidGln' });
    expect(validateHeaderStep(draft({ tiers: 'TP', insurerName: 'Helsana', insurerGln: '760 1003 0027 51' }))).toEqual({});
    expect(validateHeaderStep(draft({ law: 'SELF', tiers: 'TP', insurerName: 'x', insurerGln: '7601003002751' }))).toEqual({ tiers: 'tariff590.checks.selfPayerNeedsTiersGarant' });
    expect(Object.keys(validateHeaderStep(draft({ otherBillingAddress: true })))).toEqual(['billing.name', 'billing.street', 'billing.zipcode', 'billing.city']);
  });

  it('step 3 needs something to bill, and positions with a service, a date and units', () => {
    expect(validateItemsStep(draft())).toEqual({ items: 'tariff590.wizard.errors.nothingToBill' });
    expect(validateItemsStep(draft({ appointments: ['a'] }))).toEqual({});
    expect(validateItemsStep(draft({ positions: [{ key: 'p1', serviceId: '', date: '', quantity: 0 }] }))).toEqual({
      'p1.serviceId': 'errors.required',
      'p1.date': 'errors.required',
      'p1.quantity': 'tariff590.wizard.errors.quantity',
    });
  });

  it('sends the draft as the server takes it: trimmed, GLN without spaces, the billing address only when chosen', () => {
    const body = draftBody(draft({ tiers: 'TP', insurerName: ' Helsana ', insurerGln: '760 1003 0027 51', canton: 'BE', positions: [{ key: 'p1', serviceId: 's', date: '2026-11-12', quantity: 6 }] }));
    expect(body).toEqual({
      centreId: CENTRE,
      contactId: '33333333-3333-4333-8333-333333333333',
      providerId: USER,
      law: 'VVG',
      treatmentType: 'ambulatory',
      treatmentReason: 'disease',
      tiers: 'TP',
      canton: 'BE',
      insurerName: 'Helsana',
      insurerGln: '7601003002751',
      appointments: [],
      positions: [{ serviceId: 's', date: '2026-11-12', quantity: 6 }],
    });
    const billed = draftBody(draft({ otherBillingAddress: true, billing: { name: 'Eva Keller', street: 'Rue du Lac', building: '', zipcode: '1003', city: 'Lausanne', country: 'CH' } }));
    expect(billed.billingAddress).toEqual({ name: 'Eva Keller', street: 'Rue du Lac', zipcode: '1003', city: 'Lausanne', country: 'CH' });
  });
});
