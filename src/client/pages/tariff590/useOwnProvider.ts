import type { CentreProvider } from '../../../shared/api/contracts';
import { useSession } from '../../session/SessionProvider';
import { useApiQuery, type ApiQuery } from '../../api/useApiQuery';

/** The signed-in user's provider record in the active practice (address, business numbers). */
export function useOwnProvider(): { centreId: string | null; providerId: string | null; provider: ApiQuery<CentreProvider> } {
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const providerId = activeCentre?.CentreProvider?.find((p) => p.user_fk === user?.user_id)?.centreProvider_id ?? null;
  const provider = useApiQuery<CentreProvider>(
    centreId && providerId ? `/api/centres/${encodeURIComponent(centreId)}/settings/providers/${encodeURIComponent(providerId)}` : null,
  );
  return { centreId, providerId, provider };
}
