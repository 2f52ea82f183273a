/**
 * The public booking API (issue 10 §4, src/shared/api/publicBooking.ts) as the patients' pages
 * call it: plain fetch, JSON, no token. A refusal becomes a PublicApiError carrying the server's
 * `{code}` (a key of publicBooking.json's `errors`), the field errors and Retry-After.
 */
import type { PublicCentre, SlotsReply } from '../../../shared/api/publicBooking';

export interface FieldError {
  field: string;
  code: string;
}

export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
    /** Seconds, from Retry-After (429). */
    readonly retryAfter: number | null = null,
    /** The whole refusal, for codes that say more (the waitlist's slotsAvailable names the first free slot). */
    readonly reply: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'PublicApiError';
  }
}

const BASE = '/booking-api/public';

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PublicApiError(0, 'network');
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.ok) return json as T;
  const reply = (json ?? {}) as { code?: unknown; errors?: unknown };
  const fieldErrors = Array.isArray(reply.errors)
    ? reply.errors.filter((e): e is FieldError => Boolean(e) && typeof e.field === 'string' && typeof e.code === 'string').map((e) => ({ field: e.field, code: e.code }))
    : [];
  const retry = Number(res.headers.get('retry-after'));
  throw new PublicApiError(res.status, typeof reply.code === 'string' ? reply.code : res.status === 404 ? 'notFound' : 'unexpected', fieldErrors, Number.isFinite(retry) && retry > 0 ? retry : null, reply as Record<string, unknown>);
}

const id = encodeURIComponent;

export const getCentre = (centreId: string, lang: string) => request<PublicCentre>('GET', `/centres/${id(centreId)}?lang=${id(lang)}`);

export const getSlots = (centreId: string, q: { serviceId: string; providerId: string | null; from: string; to: string }) => {
  const params = new URLSearchParams({ serviceId: q.serviceId, from: q.from, to: q.to });
  if (q.providerId) params.set('providerId', q.providerId);
  return request<SlotsReply>('GET', `/centres/${id(centreId)}/slots?${params}`);
};

/** The SMS comes in the page's language. */
export const sendCode = (countryPhone: string, phone: string, lang: string) => request<unknown>('POST', '/verification-codes', { countryPhone, phone, lang });

export interface BookingRequest {
  serviceId: string;
  providerId: string;
  date: string;
  startTime: string;
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  code: string;
  note?: string;
  dateOfBirth?: string;
  /** The language of the confirmation messages. */
  lang?: string;
}

export interface BookingReply {
  appointment_id: string;
  status: 'CONFIRMED' | 'UNCONFIRMED';
  manageUrl: string;
}

export const book = (centreId: string, body: BookingRequest) => request<BookingReply>('POST', `/centres/${id(centreId)}/appointments`, body);

/** GET /manage/{token} (src/shared/api/publicBooking.ts managedBookingSchema); moving needs serviceId and providerId. */
export interface ManagedAppointment {
  centreId: string;
  centreName: string;
  serviceName: string;
  providerName: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  mayCancel: boolean;
  mayMove: boolean;
  cancelUntil: string | null;
  serviceId?: string;
  providerId?: string;
}

export const getManaged = (token: string) => request<ManagedAppointment>('GET', `/manage/${id(token)}`);
export const cancelManaged = (token: string) => request<{ status: string }>('POST', `/manage/${id(token)}/cancel`, {});
export const moveManaged = (token: string, date: string, startTime: string) => request<ManagedAppointment>('POST', `/manage/${id(token)}/move`, { date, startTime });
export const icsUrl = (token: string) => `${BASE}/manage/${id(token)}/ics`;

/** POST /centres/{cid}/waitlist (src/shared/api/waitlist.ts joinWaitlistBody): wait for a time in a range that has none free now. */
export interface WaitlistRequest {
  serviceId: string;
  providerId?: string;
  from: string;
  to: string;
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  code: string;
  lang?: string;
}

export const joinWaitlist = (centreId: string, body: WaitlistRequest) => request<{ waitlistId: string }>('POST', `/centres/${id(centreId)}/waitlist`, body);

/** GET /waitlist/offer/{token} (src/shared/api/waitlist.ts waitlistOfferSchema): the slot held for a waitlisted patient. */
export interface WaitlistOffer {
  centreId: string;
  centreName: string;
  serviceName: string;
  providerId: string;
  providerName: string;
  date: string;
  startTime: string;
  endTime: string;
  offeredUntil: string;
}

export const getOffer = (token: string) => request<WaitlistOffer>('GET', `/waitlist/offer/${id(token)}`);
export const acceptOffer = (token: string) => request<BookingReply>('POST', `/waitlist/offer/${id(token)}/accept`, {});
export const declineOffer = (token: string) => request<{ ok: boolean }>('POST', `/waitlist/offer/${id(token)}/decline`, {});

/** The token at the end of the manage link the booking answered with. */
export function tokenOfManageUrl(manageUrl: string): string {
  const path = manageUrl.split('?')[0].replace(/\/+$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
