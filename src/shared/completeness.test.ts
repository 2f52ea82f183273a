import { isCentreComplete, isCentreProviderComplete, isContactComplete, isUserSettingComplete, zsrOf } from './completeness';

const address = { street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich' };

describe('isUserSettingComplete', () => {
  it('needs both names', () => {
    expect(isUserSettingComplete({ firstName: 'Anna', lastName: 'Muster' })).toBe(true);
    expect(isUserSettingComplete({ firstName: 'Anna', lastName: '' })).toBe(false);
    expect(isUserSettingComplete({ firstName: '  ', lastName: 'Muster' })).toBe(false);
    expect(isUserSettingComplete({})).toBe(false);
  });
});

describe('isCentreComplete', () => {
  it('needs street, building, zipcode and city of the address', () => {
    expect(isCentreComplete({ address: [address] })).toBe(true);
    expect(isCentreComplete({ address: [{ ...address, building: '' }] })).toBe(false);
    expect(isCentreComplete({ address: [{ ...address, city: undefined }] })).toBe(false);
    expect(isCentreComplete({ address: [] })).toBe(false);
    expect(isCentreComplete({ address: null })).toBe(false);
  });
  it('does not need state or country', () => {
    expect(isCentreComplete({ address: [{ ...address, state: '', country: '' }] })).toBe(true);
  });
});

describe('isCentreProviderComplete', () => {
  const provider = { firstName: 'Anna', lastName: 'Muster', Address: address, BusinessNumber: [{ name: 'ZSR', value: 'A123456' }] };
  it('is complete with names, address and a ZSR number', () => {
    expect(isCentreProviderComplete(provider)).toBe(true);
  });
  it('is incomplete without a ZSR number, with an empty one, or with only another number', () => {
    expect(isCentreProviderComplete({ ...provider, BusinessNumber: [] })).toBe(false);
    expect(isCentreProviderComplete({ ...provider, BusinessNumber: [{ name: 'ZSR', value: ' ' }] })).toBe(false);
    // An invalid ZSR is not a ZSR (issue 13: the status followed the field, not its validity).
    expect(isCentreProviderComplete({ ...provider, BusinessNumber: [{ name: 'ZSR', value: 'abc' }] })).toBe(false);
    expect(isCentreProviderComplete({ ...provider, BusinessNumber: [{ name: 'ZSR', value: ' a 123.456 ' }] })).toBe(true);
    expect(isCentreProviderComplete({ ...provider, BusinessNumber: [{ name: 'GLN', value: '7601003002751' }] })).toBe(false);
  });
  it('is incomplete without zipcode or a name', () => {
    expect(isCentreProviderComplete({ ...provider, Address: { ...address, zipcode: '' } })).toBe(false);
    expect(isCentreProviderComplete({ ...provider, lastName: '' })).toBe(false);
  });
  it('reads the ZSR entry', () => {
    expect(zsrOf([{ name: 'GLN', value: '1' }, { name: 'ZSR', value: ' B000001 ' }])).toBe('B000001');
    expect(zsrOf(undefined)).toBe('');
  });
});

describe('isContactComplete', () => {
  const contact = { firstName: 'Max', lastName: 'Meier', Address: address, dateOfBirth: '1980-02-29' };
  it('needs names, address and date of birth', () => {
    expect(isContactComplete(contact)).toBe(true);
    expect(isContactComplete({ ...contact, dateOfBirth: '' })).toBe(false);
    expect(isContactComplete({ ...contact, dateOfBirth: null })).toBe(false);
    expect(isContactComplete({ ...contact, Address: { ...address, street: '' } })).toBe(false);
  });
});
