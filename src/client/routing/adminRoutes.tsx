import { lazy, Suspense } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { recordMenu, recordRoutes } from '../../../resources';
import { AGENDA_PATH, CLIENT_APPOINTMENTS_ROUTE, DELETED_APPOINTMENTS_PATH, EDIT_APPOINTMENT_ROUTE } from '../pages/appointments/appointmentRoutes';
import { INTEGRATIONS_PATH } from '../pages/settings/integrations/integrationsPath';
import { INBOX_CANCELLED_PATH, INBOX_REQUESTS_PATH, INBOX_WAITLIST_PATH } from '../pages/inbox/inboxPaths';
import { DOCUMENTS_PATH, INVOICE_PREVIEW_PATH } from '../pages/documents/documentPaths';
import { FINANCE_APPOINTMENTS_PATH, FINANCE_DASHBOARD_PATH, FINANCE_INVOICES_PATH, FINANCE_PAYMENTS_PATH, INVOICE_DETAIL_ROUTE } from '../pages/finances/financePaths';
import type { FinancePageName } from '../pages/finances/financePages';
import type { AppointmentPageName } from '../pages/appointments/appointmentPages';
import type { Tariff590PageName } from '../pages/tariff590/tariff590Pages';
import { lazyPage } from './lazyPage';
import { firstPagePainted } from './firstPagePainted';
import type { AppRoute, MenuEntry } from './routeTypes';

// The open-request count loads after the first page painted: its query and badge are not needed to show the calendar.
const LazyInboxCount = lazy(() => firstPagePainted.then(() => import('../pages/inbox/InboxCountBadge')).then((m) => ({ default: m.InboxCountBadge })));
function InboxCountBadge() {
  return (
    <Suspense fallback={null}>
      <LazyInboxCount />
    </Suspense>
  );
}

// Loaders in tiny modules of their own (appointmentPages.ts, financePages.ts, tariff590Pages.ts): keep the calendar's first download small.
const financePage = (name: FinancePageName) => lazyPage(() => import('../pages/finances/financePages').then((m) => m.loadFinancePage(name)));
const tariff590Page = (name: Tariff590PageName) => lazyPage(() => import('../pages/tariff590/tariff590Pages').then((m) => m.loadTariff590Page(name)));
const TARIFF590_PATHS = ['/tariff590/appointments', '/tariff590/invoice-header', '/tariff590/invoice-items', '/tariff590/invoice-preview', '/tariff590/documents'];
const appointmentPage = (name: AppointmentPageName) => lazyPage(() => import('../pages/appointments/appointmentPages').then((m) => m.loadAppointmentPage(name)));

/**
 * The admin pages inside the layout (spec §2 routes), each its own chunk; tariff590 pages only
 * with that flag. The record screens come from their resource modules (resources/).
 */
export const adminRoutes: AppRoute[] = [
  { path: '/calendar', element: lazyPage(() => import('../pages/calendar/CalendarPage').then((m) => m.CalendarPage)) },
  { path: AGENDA_PATH, element: appointmentPage('agenda') },
  { path: EDIT_APPOINTMENT_ROUTE, element: appointmentPage('edit') },
  { path: CLIENT_APPOINTMENTS_ROUTE, element: appointmentPage('client') },
  { path: DELETED_APPOINTMENTS_PATH, element: appointmentPage('deleted') },
  { path: INBOX_REQUESTS_PATH, element: lazyPage(() => import('../pages/inbox/InboxRequestsPage').then((m) => m.InboxRequestsPage)) },
  { path: INBOX_CANCELLED_PATH, element: lazyPage(() => import('../pages/inbox/InboxCancelledPage').then((m) => m.InboxCancelledPage)) },
  { path: INBOX_WAITLIST_PATH, element: lazyPage(() => import('../pages/waitlist/WaitlistPage').then((m) => m.WaitlistPage)) },
  { path: '/dashboard', element: lazyPage(() => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage)) },
  { path: '/settings/account', element: lazyPage(() => import('../pages/settings/account/AccountPage').then((m) => m.AccountPage)) },
  { path: '/settings/business-info', element: lazyPage(() => import('../pages/settings/businessInfo/BusinessInfoPage').then((m) => m.BusinessInfoPage)) },
  { path: '/settings/clinic-therapists', element: lazyPage(() => import('../pages/settings/therapists/ClinicTherapistsPage').then((m) => m.ClinicTherapistsPage)) },
  { path: '/settings/clinic-therapist/:providerId', element: lazyPage(() => import('../pages/settings/therapist/ClinicTherapistPage').then((m) => m.ClinicTherapistPage)) },
  { path: '/settings/holidays-special-days', element: lazyPage(() => import('../pages/settings/holidays/HolidaysSpecialDaysPage').then((m) => m.HolidaysSpecialDaysPage)) },
  { path: INTEGRATIONS_PATH, element: lazyPage(() => import('../pages/settings/integrations/IntegrationsPage').then((m) => m.IntegrationsPage)) },
  { path: '/settings/audit-log', element: lazyPage(() => import('../pages/settings/auditLog/AuditLogPage').then((m) => m.AuditLogPage)) },
  { path: '/tariff590/addresses', element: lazyPage(() => import('../pages/tariff590/AddressesPage').then((m) => m.AddressesPage)), feature: 'tariff590' },
  { path: '/tariff590/profile', element: lazyPage(() => import('../pages/tariff590/ProfilePage').then((m) => m.ProfilePage)), feature: 'tariff590' },
  // The tariff 590 invoice wizard's 4 steps and its list of documents (pages/tariff590/wizard).
  ...(['client', 'header', 'items', 'preview', 'documents'] as const).map((name, i) => ({ path: TARIFF590_PATHS[i], element: tariff590Page(name), feature: 'tariff590' as const })),
  { path: DOCUMENTS_PATH, element: financePage('documents'), feature: 'invoicing' },
  { path: INVOICE_PREVIEW_PATH, element: financePage('invoicePreview'), feature: 'invoicing' },
  { path: FINANCE_APPOINTMENTS_PATH, element: financePage('appointments'), feature: 'invoicing' },
  { path: FINANCE_INVOICES_PATH, element: financePage('invoices'), feature: 'invoicing' },
  { path: INVOICE_DETAIL_ROUTE, element: financePage('detail'), feature: 'invoicing' },
  { path: FINANCE_PAYMENTS_PATH, element: financePage('payments'), feature: 'invoicing' },
  { path: FINANCE_DASHBOARD_PATH, element: financePage('dashboard'), feature: 'invoicing' },
  { path: '/clients/import', element: lazyPage(() => import('../pages/clients/import/ContactImportPage').then((m) => m.ContactImportPage)) },
  // Record screens (clients, services, VAT) from their resource modules (resources/).
  ...recordRoutes,
];

export const adminMenu: MenuEntry[] = [
  { to: '/calendar', labelKey: 'menu.calendar', icon: CalendarMonthIcon },
  { to: DELETED_APPOINTMENTS_PATH, labelKey: 'appointments.deleted.menu', icon: HistoryIcon },
  { to: '/dashboard', labelKey: 'menu.dashboard', icon: DashboardIcon },
  { to: INBOX_REQUESTS_PATH, labelKey: 'menu.newAppointments', icon: NotificationsActiveIcon, group: 'menu.groups.inbox', badge: InboxCountBadge },
  { to: INBOX_CANCELLED_PATH, labelKey: 'menu.cancelledAppointments', icon: EventBusyIcon, group: 'menu.groups.inbox' },
  { to: INBOX_WAITLIST_PATH, labelKey: 'menu.waitlist', icon: HistoryIcon, group: 'menu.groups.inbox' },
  { to: '/settings/account', labelKey: 'menu.account', icon: AccountCircleIcon, group: 'menu.groups.settings' },
  { to: '/settings/business-info', labelKey: 'menu.businessInfo', icon: StorefrontIcon, group: 'menu.groups.settings' },
  { to: '/settings/clinic-therapists', labelKey: 'menu.therapists', icon: GroupsIcon, group: 'menu.groups.settings' },
  { to: '/settings/holidays-special-days', labelKey: 'menu.holidaysSpecialDays', icon: EventBusyIcon, group: 'menu.groups.settings' },
  { to: INTEGRATIONS_PATH, labelKey: 'menu.integrations', icon: IntegrationInstructionsIcon, group: 'menu.groups.settings' },
  { to: '/settings/audit-log', labelKey: 'menu.auditLog', icon: HistoryIcon, group: 'menu.groups.settings', managersOnly: true },
  { to: '/tariff590/addresses', labelKey: 'menu.addresses', icon: HomeWorkIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  { to: '/tariff590/profile', labelKey: 'menu.profile', icon: BadgeIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  { to: '/tariff590/appointments', labelKey: 'menu.tariff590Invoice', icon: ReceiptLongIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  { to: '/tariff590/documents', labelKey: 'menu.tariff590Documents', icon: DescriptionIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  // What clients see of the practice (booking page, profile); the routes come with the booking widgets (resources/bookingWidgets.ts).
  { to: '/booking-view', labelKey: 'menu.bookingView', icon: CalendarMonthIcon, group: 'menu.groups.booking' },
  { to: '/clinic-view', labelKey: 'menu.clinicView', icon: StorefrontIcon, group: 'menu.groups.booking' },
  { to: FINANCE_DASHBOARD_PATH, labelKey: 'menu.financeDashboard', icon: DashboardIcon, group: 'menu.groups.finances', feature: 'invoicing', managersOnly: true },
  { to: FINANCE_APPOINTMENTS_PATH, labelKey: 'menu.unbilledAppointments', icon: PointOfSaleIcon, group: 'menu.groups.finances', feature: 'invoicing' },
  // Icons already in the first download: the calendar's budget (300 kB) has no room for another.
  { to: FINANCE_INVOICES_PATH, labelKey: 'menu.invoices', icon: ReceiptLongIcon, group: 'menu.groups.finances', feature: 'invoicing' },
  { to: FINANCE_PAYMENTS_PATH, labelKey: 'menu.payments', icon: PointOfSaleIcon, group: 'menu.groups.finances', feature: 'invoicing' },
  { to: DOCUMENTS_PATH, labelKey: 'menu.documents', icon: DescriptionIcon, group: 'menu.groups.finances', feature: 'invoicing' },
  { to: INVOICE_PREVIEW_PATH, labelKey: 'menu.invoicePreview', icon: ReceiptLongIcon, group: 'menu.groups.finances', feature: 'invoicing' },
  ...recordMenu,
];
