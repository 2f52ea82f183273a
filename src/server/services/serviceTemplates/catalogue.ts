/**
 * The product-wide service templates (behaviour §1 and §7 Services: "templates General, 590 and
 * 001"). A centre copies the positions it offers into its own service list; the copies start
 * with 5 minutes and price 0 (behaviour §9) and the centre sets its own prices.
 *
 * - General: the usual services of a therapy practice.
 * - 590: Tarif 590 positions for complementary medicine (VVG), billed per 5 minutes
 *   (reference/swiss-billing.md §2.2). Only positions whose meaning the reference confirms are
 *   listed; the official SASIS list has more than 100 and is meant to be imported, not typed in.
 * - 001: TARMED, the physicians' tariff (swiss-billing.md §2.6): the reference names a single
 *   position (00.0010) and TARMED was replaced by TARDOC on 1 January 2026, so no positions
 *   are shipped; the template exists and is empty until an official list is imported.
 */
import type { Language } from '../../../shared/languages';

export const TEMPLATE_TYPES = ['General', '590', '001'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface TemplatePosition {
  /** Unique within its template: the tariff position (590) or a catalogue number (General). */
  number: string;
  names: Record<Language, string>;
}

const GENERAL: TemplatePosition[] = [
  { number: 'G01', names: { de: 'Erstkonsultation', en: 'Initial consultation', fr: 'Première consultation', it: 'Prima consultazione' } },
  { number: 'G02', names: { de: 'Folgebehandlung', en: 'Follow-up treatment', fr: 'Traitement de suivi', it: 'Trattamento successivo' } },
  { number: 'G03', names: { de: 'Kurzbehandlung', en: 'Short treatment', fr: 'Traitement court', it: 'Trattamento breve' } },
  { number: 'G04', names: { de: 'Beratung', en: 'Consultation', fr: 'Conseil', it: 'Consulenza' } },
  { number: 'G05', names: { de: 'Telefonische Beratung', en: 'Telephone consultation', fr: 'Conseil par téléphone', it: 'Consulenza telefonica' } },
  { number: 'G06', names: { de: 'Videosprechstunde', en: 'Video consultation', fr: 'Consultation vidéo', it: 'Consulenza video' } },
  { number: 'G07', names: { de: 'Hausbesuch', en: 'Home visit', fr: 'Visite à domicile', it: 'Visita a domicilio' } },
  { number: 'G08', names: { de: 'Klassische Massage', en: 'Classic massage', fr: 'Massage classique', it: 'Massaggio classico' } },
  { number: 'G09', names: { de: 'Gruppenkurs', en: 'Group class', fr: 'Cours en groupe', it: 'Corso di gruppo' } },
  { number: 'G10', names: { de: 'Bericht und Korrespondenz', en: 'Report and correspondence', fr: 'Rapport et correspondance', it: 'Rapporto e corrispondenza' } },
  {
    number: 'G11',
    names: { de: 'Nicht abgesagter Termin', en: 'Missed appointment (not cancelled)', fr: 'Rendez-vous non annulé', it: 'Appuntamento non disdetto' },
  },
];

const TARIF_590: TemplatePosition[] = [
  { number: '1003', names: { de: 'Akupressur', en: 'Acupressure', fr: 'Acupression', it: 'Agopressione' } },
  { number: '1004', names: { de: 'Akupunktur', en: 'Acupuncture', fr: 'Acupuncture', it: 'Agopuntura' } },
  { number: '1134', names: { de: 'Reflexotherapie', en: 'Reflexotherapy', fr: 'Réflexothérapie', it: 'Riflessoterapia' } },
  { number: '1142', names: { de: 'Spagyrik', en: 'Spagyric medicine', fr: 'Spagyrie', it: 'Spagiria' } },
  {
    number: '1200',
    names: {
      de: 'Anamnese, Untersuchung, Diagnose, Befund',
      en: 'Anamnesis, examination, diagnosis, findings',
      fr: 'Anamnèse, examen, diagnostic, bilan',
      it: 'Anamnesi, esame, diagnosi, referto',
    },
  },
  { number: '1202', names: { de: 'Therapeutische Sprachgestaltung', en: 'Therapeutic speech art', fr: 'Art de la parole thérapeutique', it: 'Arte della parola terapeutica' } },
  { number: '1203', names: { de: 'Osteopathie', en: 'Osteopathy', fr: 'Ostéopathie', it: 'Osteopatia' } },
  { number: '1204', names: { de: 'Etiopathie', en: 'Etiopathy', fr: 'Étiopathie', it: 'Etiopatia' } },
  { number: '1205', names: { de: 'Ausleitende Verfahren', en: 'Detoxification methods', fr: 'Méthodes de détoxification', it: 'Metodi di disintossicazione' } },
  { number: '1206', names: { de: 'Ernährungstherapie', en: 'Nutritional therapy', fr: 'Thérapie nutritionnelle', it: 'Terapia nutrizionale' } },
  { number: '1207', names: { de: 'Ordnungstherapie, Diätetik', en: 'Order therapy, dietetics', fr: "Thérapie de l'ordre, diététique", it: "Terapia dell'ordine, dietetica" } },
  { number: '1210', names: { de: 'Spiraldynamik', en: 'Spiral dynamics', fr: 'Spiraldynamik', it: 'Spiraldynamik' } },
];

const CATALOGUES: Record<TemplateType, TemplatePosition[]> = { General: GENERAL, '590': TARIF_590, '001': [] };

export function templatePositions(type: TemplateType): TemplatePosition[] {
  return CATALOGUES[type];
}

/** Spec §9: a copied template service starts with 5 minutes and price 0. */
export const COPY_DURATION_MINUTES = 5;
export const COPY_PRICE = 0;

/** The service a template position becomes in a centre (a service create body). */
export function serviceFromPosition(type: TemplateType, position: TemplatePosition, language: Language): Record<string, unknown> {
  const tariff = type === 'General' ? {} : { type: type === '590' ? 'tarif590' : 'regular', tarif: type, nr: position.number };
  return {
    name: position.names[language],
    ...tariff,
    // Tarif 590 bills one unit per 5 minutes (swiss-billing.md §2.2): one unit is the copy's 5 minutes.
    unit: 'minute',
    duration: COPY_DURATION_MINUTES,
    ppu: COPY_PRICE,
    count: 1,
    langDepData: (Object.keys(position.names) as Language[]).map((langKey) => ({ langKey, name: position.names[langKey] })),
  };
}
