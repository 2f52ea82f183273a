import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { invitationRoutes } from './invitations';
import { userRoutes } from './users';
import { centreRoutes } from './centres';
import { fileRoutes } from './files';
import { contactImportRoutes } from './contactImport';
import { commonContactRoutes } from './commonContacts';
import { crudPlugin } from '../../plugins/crud';
import { serviceTemplateRoutes } from './serviceTemplates';
import { vatRateRoutes } from './vatRates';
import { googleCalendarRoutes } from './googleCalendar';
import { daysOffRoutes } from './daysOff';
import { scheduleRoutes } from './schedules';
import { draggableEventRoutes } from './draggableEvents';
import { auditEventRoutes } from './auditEvents';
import { smsRoutes } from './sms';
import { appointmentRoutes } from './appointments';
import { appointmentHistoryRoutes } from './appointmentHistory';
import { appointmentItemRoutes } from './appointmentItems';
import { appointmentSeriesRoutes } from './appointmentSeries';
import { appointmentRestoreRoutes } from './appointmentRestore';
import { appointmentGroupRoutes } from './appointmentGroups';

/** The common service: its paths start with /api/ (DESIGN §3). Domain route modules register here. */
export async function commonService(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(invitationRoutes);
  await app.register(userRoutes);
  await app.register(centreRoutes);
  await app.register(fileRoutes);
  await app.register(auditEventRoutes);
  await app.register(contactImportRoutes);
  await app.register(commonContactRoutes);
  await app.register(serviceTemplateRoutes);
  await app.register(vatRateRoutes);
  await app.register(googleCalendarRoutes);
  await app.register(daysOffRoutes);
  await app.register(scheduleRoutes);
  await app.register(draggableEventRoutes);
  await app.register(smsRoutes);
  await app.register(appointmentRoutes);
  await app.register(appointmentHistoryRoutes);
  await app.register(appointmentItemRoutes);
  await app.register(appointmentSeriesRoutes);
  await app.register(appointmentRestoreRoutes);
  await app.register(appointmentGroupRoutes);
  await app.register(crudPlugin, { backend: 'common' });
}
