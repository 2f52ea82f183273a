/**
 * The centre whose records the data provider reads and writes (/api/clinics/{cid}/…): the
 * session's active centre, published during render by <CentreScopeSync/> so react-admin's
 * queries (lists, references) always address the clinic the user is looking at.
 */
import { useSession } from '../session/SessionContext';

let scopedCentre: string | null = null;

export const getScopedCentre = (): string | null => scopedCentre;
export const setScopedCentre = (centreId: string | null): void => {
  scopedCentre = centreId;
};

/** The active centre id; also publishes it to the data provider. */
export function useScopedCentre(): string | null {
  const { activeCentre } = useSession();
  const id = activeCentre?.centre_id ?? null;
  setScopedCentre(id);
  return id;
}

/** Renders nothing; keeps the data provider's centre equal to the session's active centre. */
export function CentreScopeSync() {
  useScopedCentre();
  return null;
}
