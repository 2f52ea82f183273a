/** @jsxImportSource preact */
import { useI18n } from './i18n/I18n';
import { errorText } from './i18n/errorText';
import { PublicApiError } from './api/publicApi';
import type { PublicRoute } from './route';
import { useCentre } from './useCentre';
import { PageFrame } from './components/PageFrame';
import { Notice } from './components/Notice';
import { BookingPage } from './booking/BookingPage';
import { ProfilePage } from './profile/ProfilePage';
import { ManagePage } from './manage/ManagePage';
import { OfferPage } from './offer/OfferPage';

function NotFound() {
  const { t } = useI18n();
  return (
    <PageFrame title="">
      <h1 class="step-title">{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFound')}</p>
    </PageFrame>
  );
}

/** The booking and profile pages need the practice's profile first; the manage page reads its appointment. */
function CentrePage({ route }: { route: Extract<PublicRoute, { page: 'booking' | 'profile' }> }) {
  const { t, language } = useI18n();
  const state = useCentre(route.centreId, language);
  if (state.state === 'loading') return <p class="page muted">{t('common.loading')}</p>;
  if (state.state === 'error') {
    if (state.error instanceof PublicApiError && state.error.status === 404) return <NotFound />;
    return (
      <PageFrame title="">
        <Notice>{errorText(t, state.error)}</Notice>
      </PageFrame>
    );
  }
  const { centre } = state;
  return (
    <PageFrame title={centre.name} logo={centre.logo}>
      {route.page === 'booking' ? <BookingPage centre={centre} preferredProvider={route.providerId} /> : <ProfilePage centre={centre} />}
    </PageFrame>
  );
}

export function PublicApp({ route }: { route: PublicRoute }) {
  if (route.page === 'manage') return <ManagePage token={route.token} />;
  if (route.page === 'offer') return <OfferPage token={route.token} />;
  if (route.page === 'notFound') return <NotFound />;
  return <CentrePage route={route} />;
}
