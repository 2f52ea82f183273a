import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { invitationRoutes } from './invitations';
import { userRoutes } from './users';
import { centreRoutes } from './centres';
import { fileRoutes } from './files';
import { contactImportRoutes } from './contactImport';
import { commonContactRoutes } from './commonContacts';
import { crudPlugin } from '../../plugins/crud';
import { named, registerInOrder } from '../../plugins/pluginName';
import { serviceTemplateRoutes } from './serviceTemplates';
import { vatRateRoutes } from './vatRates';
import { googleCalendarRoutes } from './googleCalendar';
import { daysOffRoutes } from './daysOff';
import { waitlistRoutes } from './waitlist';
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
import { appointmentDocumentRoutes } from './appointmentDocuments';
import { appointmentBookingRoutes } from './appointmentBooking';
import { appointmentInboxRoutes } from './appointmentInbox';
import { statisticsRoutes } from './statistics';
import { icsFeedRoutes } from './icsFeeds';
import { invoiceTemplatePreviewRoutes } from './invoiceTemplatePreview';
import { invoiceRoutes } from './invoices';
import { invoicePdfRoutes } from './invoicePdf';
import { invoiceDesignRoutes } from './invoiceDesign';
import { invoiceBulkRoutes } from './invoiceBulk';
import { invoiceXmlRoutes } from './invoiceXml';
import { paymentRoutes } from './payments';
import { transactionRoutes } from './transactions';
import { financeDashboardRoutes } from './financeDashboard';
import { tariff590InvoiceRoutes } from './tariff590Invoices';

/** The common service: its paths start with /api/ (DESIGN §3). Domain route modules register here. */
export async function commonService(app: FastifyInstance) {
  await registerInOrder(app, [
    authRoutes,
    invitationRoutes,
    userRoutes,
    centreRoutes,
    fileRoutes,
    auditEventRoutes,
    contactImportRoutes,
    commonContactRoutes,
    serviceTemplateRoutes,
    vatRateRoutes,
    googleCalendarRoutes,
    daysOffRoutes,
    waitlistRoutes,
    scheduleRoutes,
    draggableEventRoutes,
    smsRoutes,
    appointmentRoutes,
    appointmentHistoryRoutes,
    appointmentItemRoutes,
    appointmentSeriesRoutes,
    appointmentRestoreRoutes,
    appointmentGroupRoutes,
    appointmentDocumentRoutes,
    appointmentBookingRoutes,
    appointmentInboxRoutes,
    statisticsRoutes,
    icsFeedRoutes,
    invoiceTemplatePreviewRoutes,
    invoiceRoutes,
    invoicePdfRoutes,
    invoiceDesignRoutes,
    invoiceBulkRoutes,
    invoiceXmlRoutes,
    paymentRoutes,
    transactionRoutes,
    financeDashboardRoutes,
    tariff590InvoiceRoutes,
  ]);
  await app.register(named(crudPlugin), { backend: 'common' });
}
