/**
 * Swiss social security number (AHV/AVS, "AHVN13"; reference/swiss-billing.md §2.4):
 * 13 digits starting with 756, the last one a GS1 mod-10 check digit (same as GLN).
 * Written like 756.9217.0769.85; we accept it with or without dots and spaces.
 */
import { gs1CheckDigit } from './swissIds';

/** Digits only, or null when the text holds anything but digits, dots and spaces. */
function digitsOf(value: string): string | null {
  if (!/^[0-9. ]+$/.test(value)) return null;
  return value.replace(/[. ]/g, '');
}

export function isValidAhv(value: string): boolean {
  const digits = digitsOf(value.trim());
  if (!digits || !/^756[0-9]{10}$/.test(digits)) return false;
  return gs1CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The printed form 756.1234.5678.97; input that is not a valid AHV number is returned unchanged. */
export function formatAhv(value: string): string {
  if (!isValidAhv(value)) return value;
  const d = digitsOf(value.trim()) as string;
  return `${d.slice(0, 3)}.${d.slice(3, 7)}.${d.slice(7, 11)}.${d.slice(11)}`;
}
