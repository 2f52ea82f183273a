/**
 * From what a case (project) record holds to the document model's closed vocabularies. The
 * project's law, treatment type and reason are free strings (the schema allows what older
 * data and the wizard wrote: "KVG", "LAMal", "private", "Krankheit", "ambulant" …); the
 * documents need the Forum Datenaustausch values. Unknown text maps to null, which the
 * pre-send checks report (lawMissing, treatmentTypeMissing, treatmentReasonMissing).
 */
import type { Tariff590Law, TreatmentReason, TreatmentType } from './tariff590Document';

const key = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_.-]+/g, '');

function lookup<T>(table: Record<string, T>, value: string | null | undefined): T | null {
  return table[key(value)] ?? null;
}

/** German, French and Italian names of the laws (wording.md §9), and the self-payer. */
const LAWS: Record<string, Tariff590Law> = {
  kvg: 'KVG', lamal: 'KVG',
  uvg: 'UVG', laa: 'UVG', lainf: 'UVG',
  ivg: 'IVG', lai: 'IVG',
  mvg: 'MVG', lam: 'MVG',
  vvg: 'VVG', lca: 'VVG',
  org: 'ORG',
  self: 'SELF', selfpayer: 'SELF', private: 'SELF', selbstzahler: 'SELF', selbstzahlerin: 'SELF', autopayeur: 'SELF', pagante: 'SELF',
};

const REASONS: Record<string, TreatmentReason> = {
  disease: 'disease', illness: 'disease', krankheit: 'disease', maladie: 'disease', malattia: 'disease',
  accident: 'accident', unfall: 'accident', infortunio: 'accident',
  maternity: 'maternity', mutterschaft: 'maternity', maternite: 'maternity', maternita: 'maternity',
  prevention: 'prevention', pravention: 'prevention', prevenzione: 'prevention',
  birthdefect: 'birthdefect', geburtsgebrechen: 'birthdefect', infirmitecongenitale: 'birthdefect', infermitacongenita: 'birthdefect',
  unknown: 'unknown', unbekannt: 'unknown', inconnu: 'unknown', sconosciuto: 'unknown',
};

const TYPES: Record<string, TreatmentType> = {
  ambulatory: 'ambulatory', outpatient: 'ambulatory', ambulant: 'ambulatory', ambulatoire: 'ambulatory', ambulatoriale: 'ambulatory',
  stationary: 'stationary', inpatient: 'stationary', stationar: 'stationary', stationnaire: 'stationary', stazionario: 'stationary',
};

export const toTariff590Law = (value: string | null | undefined) => lookup(LAWS, value);
export const toTreatmentReason = (value: string | null | undefined) => lookup(REASONS, value);
export const toTreatmentType = (value: string | null | undefined) => lookup(TYPES, value);
