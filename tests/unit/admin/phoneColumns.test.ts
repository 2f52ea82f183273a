/**
 * The columns a phone shows (issue 13): the resource's key columns, or the first two; the rest go
 * to the row's detail, and nothing is lost or shown twice.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_PHONE_COLUMNS, MAX_PHONE_COLUMNS, phoneColumns } from '../../../src/client/admin/listLayout/phoneColumns';

const CONTACT = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'email', 'Address.city', 'status'];

describe('phoneColumns', () => {
  it('shows the declared key columns in the list order and puts the others in the detail', () => {
    expect(phoneColumns(CONTACT, ['lastName', 'phone', 'firstName'])).toEqual({ shown: [0, 1, 3], hidden: [2, 4, 5, 6] });
  });

  it('shows the first two fields when the resource names no key columns (or only unknown ones)', () => {
    expect(phoneColumns(CONTACT)).toEqual({ shown: [0, 1], hidden: [2, 3, 4, 5, 6] });
    expect(phoneColumns(CONTACT, ['nickname'])).toEqual({ shown: [0, 1], hidden: [2, 3, 4, 5, 6] });
  });

  it('keeps at most three key columns: a fourth would be cut off again', () => {
    expect(phoneColumns(CONTACT, ['firstName', 'lastName', 'phone', 'email']).shown).toEqual([0, 1, 3]);
  });

  it('keeps columns without a field (row actions) in the row', () => {
    expect(phoneColumns(['name', 'price', 'vat', null], ['name', 'price'])).toEqual({ shown: [0, 1, 3], hidden: [2] });
    expect(phoneColumns([null, 'at', 'user', 'action'])).toEqual({ shown: [0, 1, 2], hidden: [3] });
  });

  it('shows a field listed twice once; its twin goes to the detail', () => {
    expect(phoneColumns(['name', 'discount', 'discount'], ['name', 'discount'])).toEqual({ shown: [0, 1], hidden: [2] });
  });

  it('splits every list into shown and hidden without losing, repeating or reordering a column', () => {
    const column = fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { nil: null });
    fc.assert(
      fc.property(fc.array(column, { maxLength: 10 }), fc.option(fc.array(fc.constantFrom('a', 'b', 'c', 'x'), { maxLength: 5 }), { nil: undefined }), (columns, keys) => {
        const { shown, hidden } = phoneColumns(columns, keys);
        expect([...shown, ...hidden].sort((x, y) => x - y)).toEqual(columns.map((_, i) => i));
        expect(shown).toEqual([...shown].sort((x, y) => x - y));
        expect(hidden).toEqual([...hidden].sort((x, y) => x - y));
        const shownFields = shown.map((i) => columns[i]).filter((f) => f !== null);
        expect(new Set(shownFields).size).toBe(shownFields.length);
        expect(shownFields.length).toBeLessThanOrEqual(Math.max(MAX_PHONE_COLUMNS, DEFAULT_PHONE_COLUMNS));
        // Every column without a field stays in the row.
        columns.forEach((f, i) => f === null && expect(shown).toContain(i));
        // A declared key column that exists is shown (within the first three declared that exist).
        const known = [...new Set(keys ?? [])].filter((k) => (columns as (string | null)[]).includes(k)).slice(0, MAX_PHONE_COLUMNS);
        for (const k of known) expect(shownFields).toContain(k);
      }),
    );
  });
});
