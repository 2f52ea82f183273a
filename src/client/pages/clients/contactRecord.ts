import type { RaRecord } from 'react-admin';

/** A contact as the profile and its family section read it. */
export interface ContactRecord extends RaRecord {
  contact_id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  status?: string;
  /** Spec §5 completeness (computed by the server). */
  complete?: boolean;
  children?: { contact_id: string; firstName: string; lastName: string }[];
  parent_fk?: string;
}
