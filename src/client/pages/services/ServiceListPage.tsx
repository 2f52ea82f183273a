/**
 * /settings/clinic-service-list: the practice's services grouped by category (spec §2), with
 * search, "new service" (general or tariff 590), the online-booking switch per service, edit
 * and delete.
 */
import { useEffect, useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, TextField } from '@mui/material';
import { Title, useGetList, useNavigate, useTranslate } from 'react-admin';
import { useScopedCentre } from '../../admin/centreScope';
import { ListToolbar, ToolbarIconButton } from '../../admin/listLayout/ListToolbar';
import { useRecordResource } from '../../admin/recordResources';
import { FormSection } from '../../admin/templates/FormSection';
import { LoadFailed, NoClinic, PageLoading } from '../../components/PageStates';
import { ServiceTemplateButton } from './ServiceTemplateDialog';
import { builderPath } from './servicePaths';
import { ServiceTable, type ServiceRecord } from './ServiceTable';

interface CategoryRecord {
  id: string;
  name: string;
  position?: number;
}

const ALL = { page: 1, perPage: 1000 };

export function groupByCategory(list: ServiceRecord[], categories: CategoryRecord[]): { category: CategoryRecord | null; services: ServiceRecord[] }[] {
  const groups = categories.map((category) => ({ category: category as CategoryRecord | null, services: list.filter((s) => s.category_fk === category.id) }));
  const known = new Set(categories.map((c) => c.id));
  groups.push({ category: null, services: list.filter((s) => !s.category_fk || !known.has(s.category_fk)) });
  return groups.filter((g) => g.services.length > 0);
}

export function ServiceListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const services = useRecordResource('service');
  const serviceCategories = useRecordResource('serviceCategory');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const meta = { centreId };
  const serviceList = useGetList<ServiceRecord>(services.def.resource, { pagination: ALL, sort: { field: 'name', order: 'ASC' }, filter: q ? { q } : {}, meta }, { enabled: Boolean(centreId) });
  const categoryList = useGetList<CategoryRecord>(serviceCategories.def.resource, { pagination: ALL, sort: { field: 'position', order: 'ASC' }, meta }, { enabled: Boolean(centreId) });
  const groups = useMemo(() => groupByCategory(serviceList.data ?? [], categoryList.data ?? []), [serviceList.data, categoryList.data]);

  const title = <Title title="services.list.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  const failed = serviceList.error ?? categoryList.error;
  if (failed) return <>{title}<LoadFailed error={failed} onRetry={() => void Promise.all([serviceList.refetch(), categoryList.refetch()])} /></>;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      {title}
      {/* Search and actions share one row (issue 13); on a phone the actions go above the search. */}
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap-reverse', sm: 'nowrap' }, gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <TextField
          name="q"
          size="small"
          placeholder={translate('common.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 1 }}
        />
        <ListToolbar>
          <ToolbarIconButton name="categories" label={translate('services.list.categoriesHint')} icon={<CategoryIcon />} onClick={() => navigate(serviceCategories.paths.list)} />
          <ServiceTemplateButton />
          <ToolbarIconButton name="createTarif590" label={translate('services.list.createTarif590')} icon={<NoteAddIcon />} onClick={() => navigate(builderPath('tarif590'))} />
          <Button size="small" variant="contained" name="createService" startIcon={<AddIcon />} onClick={() => navigate(builderPath('regular'))}>
            {translate('services.list.create')}
          </Button>
        </ListToolbar>
      </Box>
      {serviceList.isPending || categoryList.isPending ? (
        <PageLoading />
      ) : groups.length === 0 ? (
        <Alert severity="info">{translate(q ? 'services.list.noMatches' : 'services.list.empty')}</Alert>
      ) : (
        groups.map((g) => (
          <FormSection key={g.category?.id ?? 'none'} title={g.category ? g.category.name : translate('services.list.withoutCategory')} name={g.category ? `category-${g.category.id}` : 'category-none'}>
            <ServiceTable services={g.services} />
          </FormSection>
        ))
      )}
    </Box>
  );
}
