import { useCallback } from 'react';
import type { TokenPair } from '../../../shared/api/contracts';
import { afterVerificationPath } from '../../routing/navigation';
import { clearPendingActivation } from '../../session/pendingActivation';
import { storeTokens } from '../../session/tokenStorage';
import { useNavigate } from '../../shell/usersNavigation';

/**
 * Verification yields tokens (spec §4 Sign-up): store them and go on per spec §2; the page guard
 * then loads the user and the clinics.
 */
export function useCompleteActivation() {
  const navigate = useNavigate();
  return useCallback(
    (pair: TokenPair) => {
      storeTokens(pair);
      clearPendingActivation();
      navigate(afterVerificationPath(), { replace: true });
    },
    [navigate],
  );
}
