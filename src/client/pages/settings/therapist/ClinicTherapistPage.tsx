import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Title, useNavigate, useParams, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, NoClinic, NoPermission, PageBody, PageLoading } from '../../../components/PageStates';
import { isManagerOf, rolesIn } from '../../../session/roles';
import { useApiQuery } from '../../../api/useApiQuery';
import { TherapistHeader } from './TherapistHeader';
import { TherapistPermissions } from './TherapistPermissions';
import { TherapistProfileForm } from './TherapistProfileForm';
import { TherapistMembership } from './TherapistMembership';
import { WorkingHoursSection } from './WorkingHoursSection';
import { BookingOptionsSection } from './BookingOptionsSection';
import { TherapistServicesSection } from './TherapistServicesSection';

/**
 * /settings/clinic-therapist/{providerId}: one therapist of the active practice. Managers see
 * everything; therapists may open their own record (address, numbers, colour, avatar).
 */
export function ClinicTherapistPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { providerId = '' } = useParams<{ providerId: string }>();
  const { user, activeCentre, reloadCentres } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const own = Boolean(activeCentre?.CentreProvider?.some((p) => p.centreProvider_id === providerId && p.user_fk === user?.user_id));
  const allowed = manager || own;
  const provider = useApiQuery<CentreProvider>(
    centreId && allowed ? `/api/centres/${encodeURIComponent(centreId)}/settings/providers/${encodeURIComponent(providerId)}` : null,
  );

  const title = <Title title="settings.therapist.title" />;
  const back = manager && (
    <Button component={LinkBase} to="/settings/clinic-therapists" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {translate('settings.therapist.backToList')}
    </Button>
  );
  if (!centreId) return <>{title}<NoClinic /></>;
  if (!allowed) return <>{title}<NoPermission /></>;
  if (provider.error && !provider.data) return <>{title}{back}<LoadFailed error={provider.error} onRetry={() => void provider.reload()} /></>;
  if (!provider.data) return <>{title}<PageLoading /></>;

  const changed = (next: CentreProvider) => {
    provider.setData(next);
    // The session's centres carry the provider list (names, colours) other pages read.
    void reloadCentres().catch(() => undefined);
  };
  return (
    <PageBody>
      {title}
      {back}
      <TherapistHeader provider={provider.data} centreId={centreId} canManage={manager} onProvider={changed} />
      <TherapistProfileForm provider={provider.data} centreId={centreId} onProvider={changed} />
      <WorkingHoursSection userId={provider.data.user_fk} centreId={centreId} />
      <BookingOptionsSection userId={provider.data.user_fk} centreId={centreId} />
      {manager && <TherapistServicesSection userId={provider.data.user_fk} centreId={centreId} />}
      {manager && <TherapistPermissions provider={provider.data} onProvider={changed} />}
      {manager && user && (
        <TherapistMembership
          provider={provider.data}
          centreId={centreId}
          callerRoles={rolesIn(user, centreId)}
          callerId={user.user_id}
          onProvider={changed}
          onRemoved={() => {
            void reloadCentres().catch(() => undefined);
            navigate('/settings/clinic-therapists');
          }}
        />
      )}
    </PageBody>
  );
}
