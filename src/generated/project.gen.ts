// generated — do not edit. Source: schemas/project.schema.json. Regenerate with `npm run gen`.

/**
 * A client's case (wording §3 "Project/case"): insurance, accident, referrer and treatment data an invoice under a Swiss tariff needs. An appointment belongs to at most one case of its client (PATCH /api/appointments/{id}/update-project).
 */
export interface Project {
  project_id: string;
  /**
   * Same as project_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  /**
   * The client the case belongs to; update-project assigns it only to this client's appointments.
   */
  contact_fk?: string;
  caseNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  caseDate?: string;
  accidentNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  accidentDate?: string;
  dispositionNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  dispositionDate?: string;
  costReimbursementNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  costReimbursementDate?: string;
  /**
   * KVG, UVG, IVG, MVG, VVG or private (the invoice's law).
   */
  insuranceLaw?: string;
  treatmentType?: string;
  treatmentReason?: string;
  sessionType?: string;
  maxSessions?: number;
  diagnosis?: string;
  referrerFirstName?: string;
  referrerLastName?: string;
  referrerGln?: string;
  referrerZsr?: string;
  referrerAddress?: string;
  referrerZip?: string;
  referrerCity?: string;
  remunerationType?: string;
  canton?: string;
  insuranceCardNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  insuranceCardValidUntil?: string;
  role?: string;
  place?: string;
}

/**
 * A client's case (wording §3 "Project/case"): insurance, accident, referrer and treatment data an invoice under a Swiss tariff needs. An appointment belongs to at most one case of its client (PATCH /api/appointments/{id}/update-project).
 */
export interface ProjectInput {
  name: string;
  /**
   * The client the case belongs to; update-project assigns it only to this client's appointments.
   */
  contact_fk?: string;
  caseNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  caseDate?: string;
  accidentNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  accidentDate?: string;
  dispositionNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  dispositionDate?: string;
  costReimbursementNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  costReimbursementDate?: string;
  /**
   * KVG, UVG, IVG, MVG, VVG or private (the invoice's law).
   */
  insuranceLaw?: string;
  treatmentType?: string;
  treatmentReason?: string;
  sessionType?: string;
  maxSessions?: number;
  diagnosis?: string;
  referrerFirstName?: string;
  referrerLastName?: string;
  referrerGln?: string;
  referrerZsr?: string;
  referrerAddress?: string;
  referrerZip?: string;
  referrerCity?: string;
  remunerationType?: string;
  canton?: string;
  insuranceCardNumber?: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  insuranceCardValidUntil?: string;
  role?: string;
  place?: string;
}
