import { personName, serviceNameIn } from './displayNames';

describe('display names', () => {
  it('joins the name parts that are there', () => {
    expect(personName({ firstName: ' Lea ', lastName: 'Muster' })).toBe('Lea Muster');
    expect(personName({ firstName: null, lastName: 'Muster' })).toBe('Muster');
    expect(personName({ firstName: '', lastName: '' })).toBe('');
    expect(personName(undefined)).toBe('');
  });

  it("names a service in the reader's language when it has a name there", () => {
    const s = { name: 'Physiotherapie', langDepData: [{ langKey: 'fr', name: 'Physiothérapie' }, { langKey: 'it', name: '' }] };
    expect(serviceNameIn(s, 'fr')).toBe('Physiothérapie');
    expect(serviceNameIn(s, 'it')).toBe('Physiotherapie');
    expect(serviceNameIn(s, 'en')).toBe('Physiotherapie');
  });
});
