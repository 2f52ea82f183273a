/**
 * Who pays a tariff 590 invoice, from what the records hold: the tiers (garant, the patient pays and
 * claims back; payant, the insurer pays) and the insurer from the client's one-line insurance text.
 * The wizard's own choices (the invoice header's tiers and insurer) come first; these are the defaults.
 */
import type { Tariff590Document, Tiers } from './tariff590Document';
import { isValidGln } from '../validators/swissIds';

/** "TP", "tiers payant", "Tiers payant (TP)" → TP; anything else is tiers garant (the usual case). */
export const tiersOf = (remuneration: string | null | undefined): Tiers => (/\b(tp|tiers\s*payant)\b/i.test(remuneration ?? '') ? 'TP' : 'TG');

/**
 * The client's insurer is one text field: its name, optionally followed by the postal address and
 * GLN ("Helvetia Krankenkasse, Kassengraben 222, 4000 Basel, 7601003002751"). The GLN is used only
 * with an address (the XML names the insurer with both); without, tiers payant reports insurerGlnMissing.
 */
export function insurerOf(text: string | null | undefined): Tariff590Document['insurer'] {
  const parts = (text ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const gln = parts.find((p) => /^\d{13}$/.test(p) && isValidGln(p)) ?? null;
  const town = parts.map((p) => /^(\d{4,5})\s+(.+)$/.exec(p)).find(Boolean);
  const rest = parts.slice(1).filter((p) => p !== gln && !/^\d{4,5}\s/.test(p));
  const streetMatch = rest[0] ? /^(.*?)\s+(\d+\w?)$/.exec(rest[0]) : null;
  if (!town) return { name: parts[0], gln: null, address: { zip: '', city: '', country: 'CH' } };
  return {
    name: parts[0],
    gln,
    address: { street: streetMatch ? streetMatch[1] : (rest[0] ?? null), houseNo: streetMatch ? streetMatch[2] : null, zip: town[1], city: town[2], country: 'CH' },
  };
}
