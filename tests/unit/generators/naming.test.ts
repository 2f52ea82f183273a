import { camelCase, pascalCase, snakeCase } from '../../../generators/naming';

describe('generator naming', () => {
  it.each([
    ['firstName', 'first_name'],
    ['Address', 'address'],
    ['parent_fk', 'parent_fk'],
    ['tpwAL', 'tpw_al'],
    ['ahvNumber', 'ahv_number'],
    ['HTMLBody', 'html_body'],
    ['service-categories', 'service_categories'],
  ])('snake-cases %s', (input, expected) => expect(snakeCase(input)).toBe(expected));

  it('camel- and Pascal-cases', () => {
    expect(camelCase('address_city')).toBe('addressCity');
    expect(camelCase('vat_rate_id')).toBe('vatRateId');
    expect(pascalCase('vatRate')).toBe('VatRate');
    expect(pascalCase('serviceCategory')).toBe('ServiceCategory');
  });
});
