/**
 * The grid's entries: appointments titled with client and service, moves in flight shown at their
 * new place, each shown therapist's days off and holidays as all-day entries, and Google busy time
 * as background blocks.
 */
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/http';
import { servicesPath } from '../../../api/calendarPaths';
import type { ListedAppointment } from '../../../api/appointments';
import { appointmentEvent, appointmentTitle, visibleAppointments, type CalendarEvent } from './appointmentEvents';
import { centreWallClock, wallClock, type DateRange } from './calendarRange';
import type { BusyBlock } from './useCalendarData';
import type { WorkingIndex } from './workingHours';

export interface PendingMove {
  start: Date;
  end: Date;
  resourceId: string;
}

interface NamedService {
  id: string;
  name?: string;
}

export function useCalendarEvents(opts: {
  centreId: string | null;
  appointments: ListedAppointment[] | undefined;
  pending: Map<string, PendingMove>;
  index: WorkingIndex;
  busy: BusyBlock[];
  timeZone: string;
  range: DateRange;
  shownIds: string[];
}) {
  const translate = useTranslate();
  const { centreId, appointments, pending, index, busy, timeZone, range, shownIds } = opts;
  const list = useMemo(() => visibleAppointments(appointments ?? []), [appointments]);
  const services = useQuery({
    queryKey: ['services', centreId, 'names'],
    queryFn: ({ signal }) => apiFetch<NamedService[]>(servicesPath(centreId as string), { signal }),
    enabled: centreId !== null,
    staleTime: 60_000,
  });

  const events = useMemo(() => {
    const serviceNames = new Map((services.data ?? []).map((s) => [s.id, s.name ?? '']));
    const untitled = translate('calendar.untitled');
    const out: CalendarEvent[] = list.map((a) => {
      const event = appointmentEvent(a, appointmentTitle(a, serviceNames, untitled));
      const move = pending.get(a.appointment_id);
      return move ? { ...event, ...move } : event;
    });
    for (const id of shownIds) {
      for (const [date, day] of index.get(id) ?? []) {
        if (date < range.from || date > range.to) continue;
        const name = day.dayOff !== undefined ? translate('calendar.dayOff', { name: day.dayOff || translate('calendar.dayOffDefault') }) : day.publicHoliday;
        if (name === undefined) continue;
        const start = wallClock(date, '00:00');
        out.push({ id: `off-${id}-${date}`, title: name, start, end: dayjs(start).add(1, 'day').toDate(), allDay: true, resourceId: id, kind: 'dayOff' });
      }
    }
    return out;
  }, [list, services.data, pending, index, shownIds, range.from, range.to, translate]);

  const background = useMemo(
    () =>
      busy
        .filter((b) => shownIds.includes(b.providerId))
        .map<CalendarEvent>((b, i) => ({ id: `busy-${i}`, title: translate('calendar.googleBusy'), start: centreWallClock(b.startsAt, timeZone), end: centreWallClock(b.endsAt, timeZone), resourceId: b.providerId, allDay: b.allDay, kind: 'busy' })),
    [busy, shownIds, timeZone, translate],
  );
  return { events, background };
}
