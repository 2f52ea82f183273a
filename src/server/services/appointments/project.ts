/**
 * PATCH /api/appointments/{id}/update-project (behaviour.md §7; wording.md §3 "Project/case"):
 * sets or clears the case of an appointment. An appointment belongs to at most one case (one
 * `project_fk`), and only to a case of its own client: a case of another client, of another
 * centre, or an appointment without a client is a field error.
 */
import { and, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { appointments, projects } from '../../db/schema';
import { invalidFields, notFound } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { recordAudit } from '../audit/recordAudit';
import { isUuid } from '../../../shared/validators/uuid';
import { announce, callerRole, type AppointmentCaller } from './context';
import { toWire, type AppointmentWire } from './record';

const badCase = () => invalidFields([{ field: 'project_fk', code: 'invalidReference', message: 'errors.invalidReference' }]);

export async function updateProject(c: AppointmentCaller, id: string, projectId: string | null): Promise<AppointmentWire> {
  if (!isUuid(id)) throw notFound();
  if (projectId !== null && !isUuid(projectId)) throw badCase();
  return publishAfterCommit(c.events, (events) =>
    c.db.transaction(async (tx) => {
      const scoped = forCentre(tx, c.centreId);
      const [row] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, id)).for('update');
      if (!row) throw notFound();
      if (projectId !== null) {
        // The case must be one of this appointment's client (same centre by the scope).
        if (!row.contactFk || !(await scoped.exists(projects, and(eq(projects.projectId, projectId), eq(projects.contactFk, row.contactFk))))) throw badCase();
      }
      const [saved] = await scoped.update(appointments).set({ projectFk: projectId, updatedAt: new Date() }).where(eq(appointments.appointmentId, id)).returning();
      await recordAudit(tx, { centreId: c.centreId, userId: c.auth.userId, role: callerRole(c), action: 'update', objectType: 'appointment', objectId: id, detail: { fields: ['project_fk'] } });
      announce(events, c, 'details', [id]);
      return toWire(saved);
    }),
  );
}
