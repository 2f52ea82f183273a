import { toTariff590Law, toTreatmentReason, toTreatmentType } from './tariff590Vocabulary';

describe('Tarif 590 vocabularies from case records', () => {
  it.each([
    ['KVG', 'KVG'],
    ['LAMal', 'KVG'],
    [' uvg ', 'UVG'],
    ['LAINF', 'UVG'],
    ['LAA', 'UVG'],
    ['LAI', 'IVG'],
    ['MVG', 'MVG'],
    ['LCA', 'VVG'],
    ['vvg', 'VVG'],
    ['ORG', 'ORG'],
    ['private', 'SELF'],
    ['self-payer', 'SELF'],
    ['Selbstzahler', 'SELF'],
  ])('law %s → %s', (value, law) => expect(toTariff590Law(value)).toBe(law));

  it.each([
    ['Krankheit', 'disease'],
    ['Maladie', 'disease'],
    ['Unfall', 'accident'],
    ['infortunio', 'accident'],
    ['Maternité', 'maternity'],
    ['Prävention', 'prevention'],
    ['Infirmité congénitale', 'birthdefect'],
    ['birthdefect', 'birthdefect'],
  ])('reason %s → %s', (value, reason) => expect(toTreatmentReason(value)).toBe(reason));

  it.each([
    ['ambulant', 'ambulatory'],
    ['ambulatoire', 'ambulatory'],
    ['stationär', 'stationary'],
    ['stazionario', 'stationary'],
  ])('treatment type %s → %s', (value, type) => expect(toTreatmentType(value)).toBe(type));

  it('maps unknown or empty text to null, for the pre-send checks to report', () => {
    expect(toTariff590Law('Haftpflicht')).toBeNull();
    expect(toTariff590Law(null)).toBeNull();
    expect(toTreatmentReason('')).toBeNull();
    expect(toTreatmentType(undefined)).toBeNull();
  });
});
