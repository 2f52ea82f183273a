/**
 * A record list page whose entries open in a dialog (?id=<id> edits, ?id=new creates), for
 * records edited in a few fields: coupons, checkout types, invoice templates. List, form and
 * validation all come from the schema-UI engine; the page only arranges them.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, type Breakpoint } from '@mui/material';
import { useGetOne, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useScopedCentre } from '../../admin/centreScope';
import { DeleteRecordButton } from '../../admin/DeleteRecordButton';
import { createLabel, CreateRecordButton } from '../../admin/GenericViews';
import { SchemaCreate, SchemaEdit } from '../../admin/RecordForms';
import type { Json, RecordResource } from '../../admin/resourceTypes';
import { SchemaList } from '../../admin/SchemaList';
import { NoClinic } from '../../components/PageStates';
import { NEW_RECORD } from './dialogPaths';

interface DialogProps {
  resource: RecordResource;
  id: string | null;
  defaults?: Json;
  maxWidth: Breakpoint;
  onClose: () => void;
  savedDelayMs?: number;
}

function RecordDialog({ resource, id, defaults, maxWidth, onClose, savedDelayMs = 0 }: DialogProps) {
  const translate = useTranslate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The saved notice shows at once; the dialog closes after the record's callback delay (if any).
  const onSaved = () => {
    if (savedDelayMs > 0) timer.current = setTimeout(onClose, savedDelayMs);
    else onClose();
  };
  const centreId = useScopedCentre();
  const editing = id !== null && id !== NEW_RECORD;
  const { data: record } = useGetOne(resource.def.resource, { id: editing ? id : '', meta: { centreId } }, { enabled: editing && Boolean(centreId) });
  const titleId = `${resource.def.name}-dialog-title`;
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {editing ? (record ? resource.represent(record) : '') : createLabel(translate, resource)}
        <IconButton aria-label={translate('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {editing ? (
          <SchemaEdit
            resource={resource}
            id={id}
            formId={resource.def.name}
            onSaved={onSaved}
            actions={record && <DeleteRecordButton resource={resource} record={record} onDeleted={onClose} />}
          />
        ) : (
          id !== null && <SchemaCreate resource={resource} formId={resource.def.name} defaults={defaults} onSaved={onSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}

export interface RecordDialogPageProps {
  resource: RecordResource;
  /** Page title (locale key); default the record's title. */
  title?: string;
  /** Starting values of a new record. */
  defaults?: Json;
  /** Extra list columns (e.g. a formatted amount). */
  children?: ReactNode;
  /** Text above the list. */
  intro?: ReactNode;
  maxWidth?: Breakpoint;
  /** Milliseconds between a successful save and closing the dialog (behaviour §7: 1000 for invoice templates). */
  savedDelayMs?: number;
}

export function RecordDialogPage({ resource, title, defaults, children, intro, maxWidth = 'md', savedDelayMs }: RecordDialogPageProps) {
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const [search] = useSearchParams();
  if (!centreId) return <NoClinic />;
  return (
    <>
      {intro}
      <SchemaList resource={resource} title={title} actions={<CreateRecordButton resource={resource} />}>
        {children}
      </SchemaList>
      <RecordDialog resource={resource} id={search.get('id')} defaults={defaults} maxWidth={maxWidth} savedDelayMs={savedDelayMs} onClose={() => navigate(resource.paths.list)} />
    </>
  );
}
