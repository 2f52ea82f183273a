import { Avatar, Box, Chip, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { ResponsiveTable, type TableColumn } from '../../../admin/listLayout/ResponsiveTable';

const PHONE_COLUMNS = ['name', 'role'];

export const therapistPath = (providerId: string) => `/settings/clinic-therapist/${encodeURIComponent(providerId)}`;

/** The therapist's calendar colour (a dark grey without one) with initials readable on it (WCAG contrast). */
const avatarColours = (contrastText: (background: string) => string, colour: string | null | undefined) => {
  const bgcolor = colour || '#616161';
  return { width: 32, height: 32, fontSize: 14, bgcolor, color: contrastText(bgcolor) };
};

const initials = (p: CentreProvider) => `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?';

/** The practice's therapists (resources); a row opens that therapist's settings. */
export function TherapistTable({ providers }: { providers: CentreProvider[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (providers.length === 0) {
    return <Typography color="text.secondary">{translate('settings.therapists.noTherapists')}</Typography>;
  }
  const open = (p: CentreProvider) => navigate(therapistPath(p.centreProvider_id));
  const header = (key: string) => translate(`settings.therapists.columns.${key}`);
  const columns: TableColumn<CentreProvider>[] = [
    {
      key: 'name',
      label: header('name'),
      cell: (p) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={p.avatar ?? undefined} sx={(theme) => avatarColours(theme.palette.getContrastText, p.calendarColour)}>
            {initials(p)}
          </Avatar>
          {`${p.firstName} ${p.lastName}`.trim() || p.email}
        </Box>
      ),
    },
    { key: 'email', label: header('email'), cell: (p) => p.email },
    { key: 'role', label: header('role'), cell: (p) => translate(`settings.therapists.roles.${p.role}`) },
    {
      key: 'status',
      label: header('status'),
      cell: (p) => <Chip size="small" color={p.active ? 'success' : 'default'} label={translate(p.active ? 'settings.therapists.active' : 'settings.therapists.inactive')} />,
    },
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* On a phone: name and role; e-mail and status in the row's detail. */}
      <ResponsiveTable
        aria-label={translate('settings.therapists.listTitle')}
        columns={columns}
        rows={providers}
        rowKey={(p) => p.centreProvider_id}
        keyColumns={PHONE_COLUMNS}
        rowProps={(p) => ({
          tabIndex: 0,
          'data-provider-id': p.centreProvider_id,
          sx: { cursor: 'pointer' },
          onClick: () => open(p),
          onKeyDown: (e) => {
            if (e.key === 'Enter' && e.target === e.currentTarget) open(p);
          },
        })}
      />
    </Box>
  );
}
