import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { recordMenu, recordRoutes } from '../../../resources';
import type { AppRoute, MenuEntry } from '../routing/routeTypes';
import { PageLoading } from './settings/shared/PageStates';
import { INTEGRATIONS_PATH } from './settings/integrations/integrationsPath';

/** Each page is its own chunk: the calendar grid, for one, is only downloaded when it is opened. */
const page = (component: LazyExoticComponent<ComponentType>) => {
  const Page = component;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};

const AccountPage = lazy(() => import('./settings/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const BusinessInfoPage = lazy(() => import('./settings/businessInfo/BusinessInfoPage').then((m) => ({ default: m.BusinessInfoPage })));
const ClinicTherapistsPage = lazy(() => import('./settings/therapists/ClinicTherapistsPage').then((m) => ({ default: m.ClinicTherapistsPage })));
const ClinicTherapistPage = lazy(() => import('./settings/therapist/ClinicTherapistPage').then((m) => ({ default: m.ClinicTherapistPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const CalendarPage = lazy(() => import('./calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })));
const AddressesPage = lazy(() => import('./tariff590/AddressesPage').then((m) => ({ default: m.AddressesPage })));
const ProfilePage = lazy(() => import('./tariff590/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const IntegrationsPage = lazy(() => import('./settings/integrations/IntegrationsPage').then((m) => ({ default: m.IntegrationsPage })));
const HolidaysSpecialDaysPage = lazy(() => import('./settings/holidays/HolidaysSpecialDaysPage').then((m) => ({ default: m.HolidaysSpecialDaysPage })));
const AuditLogPage = lazy(() => import('./settings/auditLog/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const ContactImportPage = lazy(() => import('./clients/import/ContactImportPage').then((m) => ({ default: m.ContactImportPage })));

/** The admin pages inside the layout (spec §2 routes); tariff590 pages only with that flag. */
export const adminRoutes: AppRoute[] = [
  { path: '/calendar', element: page(CalendarPage) },
  { path: '/dashboard', element: page(DashboardPage) },
  { path: '/settings/account', element: page(AccountPage) },
  { path: '/settings/business-info', element: page(BusinessInfoPage) },
  { path: '/settings/clinic-therapists', element: page(ClinicTherapistsPage) },
  { path: '/settings/clinic-therapist/:providerId', element: page(ClinicTherapistPage) },
  { path: '/settings/holidays-special-days', element: page(HolidaysSpecialDaysPage) },
  { path: INTEGRATIONS_PATH, element: page(IntegrationsPage) },
  { path: '/settings/audit-log', element: page(AuditLogPage) },
  { path: '/tariff590/addresses', element: page(AddressesPage), feature: 'tariff590' },
  { path: '/tariff590/profile', element: page(ProfilePage), feature: 'tariff590' },
  { path: '/clients/import', element: page(ContactImportPage) },
  // Record screens (clients, services, VAT) from their resource modules (resources/).
  ...recordRoutes,
];

export const adminMenu: MenuEntry[] = [
  { to: '/calendar', labelKey: 'menu.calendar', icon: CalendarMonthIcon },
  { to: '/dashboard', labelKey: 'menu.dashboard', icon: DashboardIcon },
  { to: '/settings/account', labelKey: 'menu.account', icon: AccountCircleIcon, group: 'menu.groups.settings' },
  { to: '/settings/business-info', labelKey: 'menu.businessInfo', icon: StorefrontIcon, group: 'menu.groups.settings' },
  { to: '/settings/clinic-therapists', labelKey: 'menu.therapists', icon: GroupsIcon, group: 'menu.groups.settings' },
  { to: '/settings/holidays-special-days', labelKey: 'menu.holidaysSpecialDays', icon: EventBusyIcon, group: 'menu.groups.settings' },
  { to: INTEGRATIONS_PATH, labelKey: 'menu.integrations', icon: IntegrationInstructionsIcon, group: 'menu.groups.settings' },
  { to: '/settings/audit-log', labelKey: 'menu.auditLog', icon: HistoryIcon, group: 'menu.groups.settings', managersOnly: true },
  { to: '/tariff590/addresses', labelKey: 'menu.addresses', icon: HomeWorkIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  { to: '/tariff590/profile', labelKey: 'menu.profile', icon: BadgeIcon, group: 'menu.groups.tariff590', feature: 'tariff590' },
  ...recordMenu,
];
