import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { isFeatureEnabled } from '../../config/features';
import { useSession } from '../../session/SessionProvider';
import { LoadFailed, NoClinic, PageLoading } from '../../components/PageStates';
import { isManagerOf } from '../../session/roles';
import { Section } from '../../components/Section';
import { useApiQuery } from '../../api/useApiQuery';
import { NewsList } from './NewsList';
import type { NewsItem } from '../../../shared/api/news';
import { SetupChecklist } from './SetupChecklist';
import { setupChecklist, type Completeness } from './setupChecklist';
import { StatisticsSection } from './statistics/StatisticsSection';

/** /dashboard: welcome, the statistics (spec §9), the setup checklist (spec §5 completeness) and product news. */
export function DashboardPage() {
  const translate = useTranslate();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const enc = centreId ? encodeURIComponent(centreId) : '';
  const manager = isManagerOf(user, centreId);
  const completeness = useApiQuery<Completeness>(centreId ? `/api/centre/${enc}/completeness` : null);
  const news = useApiQuery<NewsItem[]>(centreId ? `/api/news/centre/${enc}/getAllNewsOfCentre` : null);

  const title = <Title title="dashboard.title" />;
  if (!centreId || !activeCentre || !user) return <>{title}<NoClinic /></>;

  const checklist = completeness.data
    ? setupChecklist({
        completeness: completeness.data,
        centre: activeCentre,
        user,
        manager,
        tariff590: isFeatureEnabled('tariff590'),
      })
    : null;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      {title}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="h5" component="h1">
          {translate('dashboard.welcome', { name: user.firstName, clinic: activeCentre.name })}
        </Typography>
      </Box>
      <StatisticsSection centreId={centreId} />
      <Section title={translate('dashboard.checklist.title')} name="checklist">
        {checklist && <SetupChecklist items={checklist} />}
        {!checklist && completeness.error !== null && !completeness.loading && (
          <LoadFailed error={completeness.error} onRetry={() => void completeness.reload()} />
        )}
        {!checklist && completeness.loading && <PageLoading />}
      </Section>
      <Section title={translate('dashboard.news.title')} name="news">
        {news.data && <NewsList centreId={centreId} news={news.data} onChange={news.setData} />}
        {!news.data && news.error !== null && !news.loading && <LoadFailed error={news.error} onRetry={() => void news.reload()} />}
        {!news.data && news.loading && <PageLoading />}
      </Section>
    </Box>
  );
}
