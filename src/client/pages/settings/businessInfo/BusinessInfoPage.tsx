import { Title } from 'react-admin';
import type { Centre } from '../../../../shared/api/contracts';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, NoClinic, NoPermission, PageBody, PageLoading } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { useApiQuery } from '../../../api/useApiQuery';
import { BusinessInfoForm } from './BusinessInfoForm';
import { CentreImages } from './CentreImages';

/** /settings/business-info: the active practice's public profile (owners and admins). */
export function BusinessInfoPage() {
  const { user, activeCentre, reloadCentres } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const centre = useApiQuery<Centre>(centreId && manager ? `/api/centre/${encodeURIComponent(centreId)}/getCentre` : null);

  const title = <Title title="settings.businessInfo.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (!manager) return <>{title}<NoPermission /></>;
  if (centre.error && !centre.data) return <>{title}<LoadFailed error={centre.error} onRetry={() => void centre.reload()} /></>;
  if (!centre.data) return <>{title}<PageLoading /></>;

  const changed = (next: Centre) => {
    centre.setData(next);
    // The clinic name and address also show in the menu and other pages.
    void reloadCentres().catch(() => undefined);
  };
  return (
    <PageBody>
      {title}
      <BusinessInfoForm centre={centre.data} onSaved={changed} timeFormat={user?.UserSetting.timeFormat ?? '24h'} />
      <CentreImages centre={centre.data} onCentre={changed} />
    </PageBody>
  );
}
