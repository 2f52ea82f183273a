/**
 * The views a record gets when its resource module names no screens of its own: list, edit
 * and create at react-admin's routes, all interpreted from the schema.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { Title, useGetOne, useNavigate, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NoClinic } from '../components/PageStates';
import { useScopedCentre } from './centreScope';
import { DeleteRecordButton } from './DeleteRecordButton';
import { SchemaCreate, SchemaEdit } from './RecordForms';
import type { RecordResource } from './resourceTypes';
import { SchemaList } from './SchemaList';

/**
 * "New invoice template": the record's own `_new` label (German articles differ per noun:
 * "Neue Rechnungsvorlage", "Neuer Gutschein"), else the generic "New: {name}".
 */
export function createLabel(translate: (key: string, options?: Record<string, unknown>) => string, resource: RecordResource): string {
  const generic = translate('admin.list.create', { name: translate(resource.def.label) });
  return translate(resource.def.label.replace(/\._title$/, '._new'), { _: generic });
}

export function CreateRecordButton({ resource, to }: { resource: RecordResource; to?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const path = to ?? resource.paths.create;
  if (!path) return null;
  return (
    <Button variant="contained" size="small" name="create" startIcon={<AddIcon />} onClick={() => navigate(path)}>
      {createLabel(translate, resource)}
    </Button>
  );
}

export function GenericList({ resource }: { resource: RecordResource }) {
  const centreId = useScopedCentre();
  if (!centreId) return <NoClinic />;
  return <SchemaList resource={resource} actions={<CreateRecordButton resource={resource} />} />;
}

/** "← <records>" back to the list, above a record's form. */
function BackToList({ resource }: { resource: RecordResource }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button startIcon={<ArrowBackIcon />} name="backToList" onClick={() => navigate(resource.paths.list)} sx={{ mb: 1 }}>
      {translate('admin.list.backTo', { name: translate(resource.config.list?.title ?? resource.def.label) })}
    </Button>
  );
}

export function GenericEdit({ resource }: { resource: RecordResource }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const { data: record } = useGetOne(resource.def.resource, { id, meta: { centreId } }, { enabled: Boolean(centreId && id) });
  if (!centreId) return <NoClinic />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1040 }}>
      <Title title={record ? resource.represent(record) : resource.def.label} />
      <BackToList resource={resource} />
      <SchemaEdit
        resource={resource}
        id={id}
        actions={record && <DeleteRecordButton resource={resource} record={record} onDeleted={() => navigate(resource.paths.list)} />}
      />
    </Box>
  );
}

export function GenericCreate({ resource }: { resource: RecordResource }) {
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  if (!centreId) return <NoClinic />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1040 }}>
      <Title title={resource.def.label} />
      <BackToList resource={resource} />
      <SchemaCreate resource={resource} onSaved={(record) => navigate(resource.paths.edit(String(record.id)), { replace: true })} />
    </Box>
  );
}
