/**
 * Names behind an appointment's ids: therapists (the practice's team, from the session), the
 * practice's services (one list, cached by react-admin), and the signed-in user's time format.
 */
import { useCallback, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { useSession } from '../../session/SessionProvider';
import type { TimeFormat } from './appointmentFormat';

/** The fields of a service the appointment pages use. */
export interface ServiceOption {
  id: string;
  name: string;
  duration?: number;
  ppu?: number;
  count?: number;
  bufferTimeBefore?: number;
  bufferTime?: number;
}

export interface TherapistOption {
  userId: string;
  name: string;
  colour: string;
}

const ALL = { page: 1, perPage: 1000 };

export function useTherapists(): TherapistOption[] {
  const { activeCentre } = useSession();
  return useMemo(
    () =>
      (activeCentre?.CentreProvider ?? [])
        .filter((p) => p.user_fk)
        .map((p) => ({ userId: p.user_fk as string, name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(), colour: p.calendarColour ?? '' })),
    [activeCentre],
  );
}

/** The therapist's name by user id; unknown ids (a former colleague) read "Unknown". */
export function useTherapistName(): (userId: string | null | undefined) => string {
  const therapists = useTherapists();
  const translate = useTranslate();
  return useCallback(
    (userId) => therapists.find((t) => t.userId === userId)?.name || translate('appointments.unknown'),
    [therapists, translate],
  );
}

export function useServices(centreId: string | null) {
  const services = useRecordResource('service');
  const { data, isPending } = useGetList<ServiceOption>(
    services.def.resource,
    { pagination: ALL, sort: { field: 'name', order: 'ASC' }, meta: { centreId } },
    { enabled: Boolean(centreId) },
  );
  const list = useMemo(() => data ?? [], [data]);
  const nameOf = useCallback((serviceId: string | null | undefined) => (serviceId ? (list.find((s) => s.id === serviceId)?.name ?? '') : ''), [list]);
  return { services: list, loading: isPending, nameOf };
}

export function useTimeFormat(): TimeFormat {
  const { user } = useSession();
  return user?.UserSetting.timeFormat === '12h' ? '12h' : '24h';
}
