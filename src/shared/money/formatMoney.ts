/** CHF 1'250.00 from 125000 Rappen (Swiss grouping in the user's language). */
export function formatMoney(rappen: number, locale: string, currency = 'CHF'): string {
  const amount = new Intl.NumberFormat(`${locale}-CH`, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rappen / 100);
  return `${currency} ${amount}`;
}
