/**
 * /settings/clinic-builder/{type}: create a general (`regular`) or tariff 590 service, or with
 * ?id= edit one (spec §2). The form is the service schema with the type's sections.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Navigate, Title, useGetOne, useNavigate, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useScopedCentre } from '../../admin/centreScope';
import { DeleteRecordButton } from '../../admin/DeleteRecordButton';
import { SchemaCreate, SchemaEdit } from '../../admin/RecordForms';
import { useRecordResource } from '../../admin/recordResources';
import { NoClinic, PageLoading } from '../../components/PageStates';
import { useApiQuery } from '../../api/useApiQuery';
import { builderPath, SERVICE_TYPES, type ServiceType } from './servicePaths';
import type { ServiceRecord } from './ServiceTable';

export function ServiceBuilderPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { type: typeParam = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const centreId = useScopedCentre();
  const services = useRecordResource('service');
  const type = (SERVICE_TYPES as string[]).includes(typeParam) ? (typeParam as ServiceType) : null;
  const form = services.config.forms?.[type ?? 'regular'];
  const { data: record } = useGetOne<ServiceRecord>(services.def.resource, { id: id ?? '', meta: { centreId } }, { enabled: Boolean(centreId && id) });
  // A new service is bookable online when the practice takes online bookings (as the server defaults it).
  const presence = useApiQuery<{ publicProfile?: boolean }>(centreId && !id ? `/api/clinics/${encodeURIComponent(centreId)}/settings/online-presence` : null);

  if (!centreId) return <NoClinic />;
  if (!type) return <Alert severity="warning" sx={{ m: 2 }}>{translate('services.builder.unknownType')}</Alert>;
  // The stored type decides which sections the form has.
  if (id && record && record.type !== type) return <Navigate to={builderPath(record.type, id)} replace />;
  const toList = () => navigate(services.paths.list);
  const heading = id ? (record?.name ?? '') : translate(`services.builder.create.${type}`);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={id ? (record?.name ?? 'services.list.title') : `services.builder.create.${type}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={toList} name="backToList">
          {translate('services.builder.backToList')}
        </Button>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
      </Box>
      {id ? (
        <SchemaEdit
          resource={services}
          id={id}
          form={form}
          formId="serviceBuilder"
          onSaved={toList}
          actions={record && <DeleteRecordButton resource={services} record={record} onDeleted={toList} />}
        />
      ) : (
        !presence.data && !presence.error ? (
          <PageLoading />
        ) : (
          <SchemaCreate
            resource={services}
            form={form}
            defaults={{ type, ...(type === 'tarif590' ? { tarif: '590' } : {}), onlineBooking: presence.data?.publicProfile === true }}
            formId="serviceBuilder"
            onSaved={toList}
          />
        )
      )}
    </Box>
  );
}
