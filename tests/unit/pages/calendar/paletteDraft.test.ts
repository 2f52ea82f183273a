/** The palette edit dialog's list operations (pure functions). */
import { addableEntries, moveEntry, serviceName, toBody, type DraftEntry, type PaletteService } from '../../../../src/client/pages/calendar/palette/paletteDraft';

const massage: PaletteService = {
  id: 's1',
  name: 'Massage',
  duration: 60,
  langDepData: [{ langKey: 'fr', name: 'Massage classique' }],
  variants: [{ variantId: 'v1', name: '30 Minuten', duration: 30 }, { variantId: 'v2', name: 'Lang' }],
};
const yoga: PaletteService = { id: 's2', name: 'Yoga', duration: 90 };

describe('palette draft', () => {
  it('offers each service and each variant not chosen yet, named in the interface language', () => {
    const chosen: DraftEntry[] = [{ serviceId: 's1', variantId: 'v1', name: 'Massage', variantName: '30 Minuten', duration: 30 }];
    expect(addableEntries([massage, yoga], chosen, 'fr')).toEqual([
      { serviceId: 's1', variantId: null, name: 'Massage classique', variantName: null, duration: 60 },
      { serviceId: 's1', variantId: 'v2', name: 'Massage classique', variantName: 'Lang', duration: 60 },
      { serviceId: 's2', variantId: null, name: 'Yoga', variantName: null, duration: 90 },
    ]);
    expect(serviceName(massage, 'de')).toBe('Massage');
  });

  it('moves an entry one place and leaves the ends alone', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sends service and variant ids only, in order', () => {
    const entries: DraftEntry[] = [
      { serviceId: 's2', variantId: null, name: 'Yoga', variantName: null, duration: 90 },
      { serviceId: 's1', variantId: 'v1', name: 'Massage', variantName: '30 Minuten', duration: 30 },
    ];
    expect(toBody(entries)).toEqual({ events: [{ serviceId: 's2' }, { serviceId: 's1', variantId: 'v1' }] });
  });
});
