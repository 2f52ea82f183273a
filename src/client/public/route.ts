/**
 * The patients' routes (served with public.html by the server's staticSpa): the booking page
 * /booking/{centreId}/{providerId}/0, its manage page /booking/manage/{token} (the signed link of
 * the confirmation), the waitlist offer /booking/offer/{token} and the practice's profile /profile/{centreId}.
 */
export type PublicRoute =
  | { page: 'booking'; centreId: string; providerId: string | null }
  | { page: 'manage'; token: string }
  | { page: 'offer'; token: string }
  | { page: 'profile'; centreId: string }
  | { page: 'notFound' };

const segment = (s: string | undefined) => (s ? decodeURIComponent(s) : '');

export function parseRoute(pathname: string): PublicRoute {
  const parts = pathname.split('/').filter(Boolean);
  try {
    if (parts[0] === 'booking' && parts[1] === 'manage' && parts.length === 3) return { page: 'manage', token: segment(parts[2]) };
    if (parts[0] === 'booking' && parts[1] === 'offer' && parts.length === 3) return { page: 'offer', token: segment(parts[2]) };
    if (parts[0] === 'booking' && parts.length >= 2 && parts.length <= 4) {
      const providerId = segment(parts[2]);
      // "0" (or nothing) is the link of no particular therapist: the patient chooses.
      return { page: 'booking', centreId: segment(parts[1]), providerId: providerId && providerId !== '0' ? providerId : null };
    }
    if (parts[0] === 'profile' && parts.length === 2) return { page: 'profile', centreId: segment(parts[1]) };
  } catch {
    // A malformed %-escape: no page of ours.
  }
  return { page: 'notFound' };
}

export const bookingPath = (centreId: string, providerId: string | null = null) =>
  `/booking/${encodeURIComponent(centreId)}/${providerId ? encodeURIComponent(providerId) : '0'}/0`;
export const profilePath = (centreId: string) => `/profile/${encodeURIComponent(centreId)}`;
