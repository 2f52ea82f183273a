import { useEffect, useState } from 'react';
import { checkInvitation } from '../../api/authApi';
import type { InvitationCheck } from '../../../shared/api/invitations';
import { errorMessageKey } from '../../api/errorMessage';
import { useLocation } from '../../shell/usersNavigation';

export type InvitationState =
  | { status: 'loading'; token: string }
  | { status: 'error'; token: string; errorKey: string }
  | { status: 'ready'; token: string; invitation: InvitationCheck };

/** The invitation behind `?token=` (GET /api/invitations/{token}/check). */
export function useInvitation(): InvitationState {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<InvitationState>(() =>
    token ? { status: 'loading', token } : { status: 'error', token, errorKey: 'errors.invitationNotFound' },
  );
  useEffect(() => {
    if (!token) return;
    let active = true;
    checkInvitation(token).then(
      (invitation) => active && setState({ status: 'ready', token, invitation }),
      (error: unknown) => active && setState({ status: 'error', token, errorKey: errorMessageKey(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}
