import { formatAhv, isValidAhv } from './ahv';

describe('AHV number', () => {
  it.each(['756.9217.0769.85', '7569217076985', '756 9217 0769 85', ' 756.9217.0769.85 '])('accepts %p', (v) => {
    expect(isValidAhv(v)).toBe(true);
  });

  it.each([
    ['wrong check digit', '756.9217.0769.84'],
    ['12 digits', '756.9217.0769.8'],
    ['14 digits', '756.9217.0769.850'],
    ['not starting with 756', '757.9217.0769.85'],
    ['letters', '756.9217.0769.8A'],
    ['empty', ''],
    ['dashes', '756-9217-0769-85'],
  ])('rejects %s', (_label, v) => {
    expect(isValidAhv(v)).toBe(false);
  });

  it('prints the dotted form and leaves invalid input alone', () => {
    expect(formatAhv('7569217076985')).toBe('756.9217.0769.85');
    expect(formatAhv('756 9217 0769 85')).toBe('756.9217.0769.85');
    expect(formatAhv('12345')).toBe('12345');
  });
});
