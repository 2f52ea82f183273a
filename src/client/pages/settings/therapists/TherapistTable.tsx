import { Avatar, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';

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
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('settings.therapists.listTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('settings.therapists.columns.name')}</TableCell>
            <TableCell>{translate('settings.therapists.columns.email')}</TableCell>
            <TableCell>{translate('settings.therapists.columns.role')}</TableCell>
            <TableCell>{translate('settings.therapists.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {providers.map((p) => {
            const open = () => navigate(therapistPath(p.centreProvider_id));
            return (
              <TableRow
                key={p.centreProvider_id}
                hover
                tabIndex={0}
                data-provider-id={p.centreProvider_id}
                sx={{ cursor: 'pointer' }}
                onClick={open}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') open();
                }}
              >
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={p.avatar ?? undefined} sx={(theme) => avatarColours(theme.palette.getContrastText, p.calendarColour)}>
                      {initials(p)}
                    </Avatar>
                    {`${p.firstName} ${p.lastName}`.trim() || p.email}
                  </Box>
                </TableCell>
                <TableCell>{p.email}</TableCell>
                <TableCell>{translate(`settings.therapists.roles.${p.role}`)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={p.active ? 'success' : 'default'}
                    label={translate(p.active ? 'settings.therapists.active' : 'settings.therapists.inactive')}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
