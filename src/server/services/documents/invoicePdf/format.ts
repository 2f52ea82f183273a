/** Printed forms of amounts, rates and dates on the invoice (behaviour.md §9: DD.MM.YYYY). */
import type { Language } from '../../../../shared/languages';

/** Swiss print form "1’994.75" (apostrophe thousands in every language: Helvetica's WinAnsi has it, not U+202F). */
export function formatAmount(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
  return `${sign}${francs}.${String(abs % 100).padStart(2, '0')}`;
}

/** 8.1 → "8.1" (de/en/it) or "8,1" (fr). */
export function formatRate(rate: number, language: Language): string {
  const text = String(Number(rate.toFixed(3)));
  return language === 'fr' ? text.replace('.', ',') : text;
}

export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** Quantities are whole units (Tarif 590: 5-minute units). */
export const formatQuantity = (quantity: number) => String(quantity);
