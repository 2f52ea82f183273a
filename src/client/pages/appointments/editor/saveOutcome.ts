import { ApiRequestError } from '../../../api/apiError';

/** The clash a 409 appointmentOverlap names (README "Appointments"). */
export interface Clash {
  date: string;
  startTime: string;
  endTime: string;
}

export function clashOf(error: unknown): { clash: Clash | null; dates: string[] } | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'appointmentOverlap') return null;
  const body = error.body as { clash?: Clash; dates?: string[] };
  return { clash: body.clash ?? null, dates: Array.isArray(body.dates) ? body.dates : [] };
}
