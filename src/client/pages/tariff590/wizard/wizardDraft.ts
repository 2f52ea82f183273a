/**
 * The tariff 590 wizard's draft (wording.md §2, 4 steps): what steps 1–3 collected, kept in the
 * tab's session storage so the steps (their own routes) share it and a reload keeps it; each
 * step's validation before "next"; and the body of the wizard's server calls.
 */
import { useSyncExternalStore } from 'react';
import type { Tariff590Law, TreatmentReason, TreatmentType, Tiers } from '../../../../shared/billing/tariff590Document';
import type { Tariff590Draft } from '../../../../shared/api/tariff590Invoices';
import { isValidGln } from '../../../../shared/validators/swissIds';
import { normalizeGln } from '../../../../shared/businessNumbers';

export interface DraftPosition {
  key: string;
  serviceId: string;
  date: string;
  quantity: number;
}

export interface BillingAddressDraft {
  name: string;
  street: string;
  building: string;
  zipcode: string;
  city: string;
  country: string;
}

export interface WizardDraft {
  centreId: string;
  contact: { id: string; name: string } | null;
  providerId: string;
  projectId: string;
  law: Tariff590Law | '';
  treatmentType: TreatmentType | '';
  treatmentReason: TreatmentReason | '';
  tiers: Tiers;
  canton: string;
  insurerName: string;
  insurerGln: string;
  remark: string;
  otherBillingAddress: boolean;
  billing: BillingAddressDraft;
  appointments: string[];
  positions: DraftPosition[];
  /** Something was entered since the wizard started (leaving then warns). */
  dirty: boolean;
}

export const emptyDraft = (centreId: string, providerId: string): WizardDraft => ({
  centreId,
  contact: null,
  providerId,
  projectId: '',
  law: '',
  treatmentType: 'ambulatory',
  treatmentReason: '',
  tiers: 'TG',
  canton: '',
  insurerName: '',
  insurerGln: '',
  remark: '',
  otherBillingAddress: false,
  billing: { name: '', street: '', building: '', zipcode: '', city: '', country: 'CH' },
  appointments: [],
  positions: [],
  dirty: false,
});

const KEY = 'kura.tariff590.draft';
const listeners = new Set<() => void>();
let current: WizardDraft | null = read();

function read(): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as WizardDraft) : null;
  } catch {
    return null;
  }
}

function write(next: WizardDraft | null) {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export const draftStore = {
  get: () => current,
  /** Merges `patch` and marks the draft dirty. */
  update(base: WizardDraft, patch: Partial<WizardDraft>) {
    write({ ...(current ?? base), ...patch, dirty: true });
  },
  start: (draft: WizardDraft) => write(draft),
  clear: () => write(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The draft of this centre (a draft of another practice is not shown). */
export function useWizardDraft(centreId: string | null): WizardDraft | null {
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.get);
  return draft && draft.centreId === centreId ? draft : null;
}

export type StepErrors = Record<string, string>;

/** Step 1: a client and a therapist. */
export function validateClientStep(d: WizardDraft): StepErrors {
  const e: StepErrors = {};
  if (!d.contact) e.contact = 'tariff590.wizard.errors.clientRequired';
  if (!d.providerId) e.providerId = 'tariff590.wizard.errors.therapistRequired';
  return e;
}

/** Step 2: law, treatment, tiers; under tiers payant the insurer with its GLN; a billing address when chosen. */
export function validateHeaderStep(d: WizardDraft): StepErrors {
  const e: StepErrors = {};
  const required = 'errors.required';
  if (!d.law) e.law = required;
  if (!d.treatmentType) e.treatmentType = required;
  if (!d.treatmentReason) e.treatmentReason = required;
  if (d.law === 'SELF' && d.tiers !== 'TG') e.tiers = 'tariff590.checks.selfPayerNeedsTiersGarant';
  if (d.tiers === 'TP' && !d.insurerName.trim()) e.insurerName = required;
  if (d.tiers === 'TP' && !d.insurerGln.trim()) e.insurerGln = required;
  if (d.insurerGln.trim() && !isValidGln(normalizeGln(d.insurerGln))) e.insurerGln = 'errors.invalidGln';
  if (d.otherBillingAddress) {
    for (const k of ['name', 'street', 'zipcode', 'city'] as const) if (!d.billing[k].trim()) e[`billing.${k}`] = required;
  }
  return e;
}

/** Step 3: something to bill; hand-added positions with a service, a date and units. */
export function validateItemsStep(d: WizardDraft): StepErrors {
  const e: StepErrors = {};
  if (d.appointments.length === 0 && d.positions.length === 0) e.items = 'tariff590.wizard.errors.nothingToBill';
  d.positions.forEach((p) => {
    if (!p.serviceId) e[`${p.key}.serviceId`] = 'errors.required';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.date)) e[`${p.key}.date`] = 'errors.required';
    if (!Number.isInteger(p.quantity) || p.quantity < 1) e[`${p.key}.quantity`] = 'tariff590.wizard.errors.quantity';
  });
  return e;
}

/** The body of /api/tariff590/check, /preview and /invoices. */
export function draftBody(d: WizardDraft): Tariff590Draft {
  const body: Tariff590Draft = {
    centreId: d.centreId,
    contactId: d.contact?.id ?? '',
    providerId: d.providerId,
    law: d.law || 'VVG',
    treatmentType: d.treatmentType || 'ambulatory',
    treatmentReason: d.treatmentReason || 'unknown',
    tiers: d.tiers,
    appointments: d.appointments,
    positions: d.positions.map(({ serviceId, date, quantity }) => ({ serviceId, date, quantity })),
  };
  if (d.projectId) body.projectId = d.projectId;
  if (/^[A-Z]{1,2}$/.test(d.canton)) body.canton = d.canton;
  if (d.insurerName.trim()) body.insurerName = d.insurerName.trim();
  if (d.insurerGln.trim()) body.insurerGln = normalizeGln(d.insurerGln);
  if (d.remark.trim()) body.remark = d.remark.trim();
  if (d.otherBillingAddress) {
    const b = d.billing;
    body.billingAddress = { name: b.name.trim(), street: b.street.trim(), zipcode: b.zipcode.trim(), city: b.city.trim(), country: b.country || 'CH', ...(b.building.trim() ? { building: b.building.trim() } : {}) };
  }
  return body;
}
