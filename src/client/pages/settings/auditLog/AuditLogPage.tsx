/**
 * /settings/audit-log: who read, changed, exported or disclosed what in the practice (DSV Art. 4),
 * for owners and admins. A react-admin list on GET /api/centres/{id}/audit-events (simple-rest),
 * newest first, with filters by user, object, action and time, and the hash chain's state.
 */
import { Box } from '@mui/material';
import {
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ListToolbar } from '../../../admin/listLayout/ListToolbar';
import { listSx } from '../../../admin/listLayout/listSx';
import { ResponsiveDatagrid } from '../../../admin/listLayout/ResponsiveDatagrid';
import { useSession } from '../../../session/SessionProvider';
import { NoClinic, NoPermission } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { actionLabel, AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, detailText, objectTypeLabel } from './auditLogLabels';
import { ChainStatus } from './ChainStatus';

const AUDIT_PHONE_COLUMNS = ['at', 'user_name', 'action'];

export function AuditLogPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  if (!centreId) return <NoClinic />;
  if (!isManagerOf(user, centreId)) return <NoPermission />;

  const members = (activeCentre?.CentreProvider ?? []).map((p) => ({ id: p.user_fk, name: `${p.firstName} ${p.lastName}`.trim() }));
  const filters = [
    <SelectInput key="action" source="action" label="settings.auditLog.action" choices={AUDIT_ACTIONS.map((a) => ({ id: a, name: actionLabel(translate, a) }))} alwaysOn />,
    <SelectInput
      key="object_type"
      source="object_type"
      label="settings.auditLog.objectType"
      choices={AUDIT_OBJECT_TYPES.map((t) => ({ id: t, name: objectTypeLabel(translate, t) }))}
      alwaysOn
    />,
    <SelectInput key="user_id" source="user_id" label="settings.auditLog.user" choices={members} />,
    <TextInput key="object_id" source="object_id" label="settings.auditLog.objectId" />,
    <DateTimeInput key="at_gte" source="at_gte" label="settings.auditLog.from" />,
    <DateTimeInput key="at_lte" source="at_lte" label="settings.auditLog.until" />,
  ];
  return (
    <List
      resource={`centres/${centreId}/audit-events`}
      title="settings.auditLog.title"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      disableSyncWithLocation
      storeKey="auditLog"
      sx={listSx()}
      actions={
        <ListToolbar filterButton>
          <ChainStatus centreId={centreId} />
        </ListToolbar>
      }
      empty={false}
    >
      {/* On a phone: when, who and what; a tap on the row shows the rest. */}
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} keyColumns={AUDIT_PHONE_COLUMNS} data-testid="audit-events">
        {/* In the interface language (Swiss conventions), not the browser's: 21.11.2026, 20:30:49. */}
        <DateField source="at" label="settings.auditLog.at" showTime sortable locales={`${locale ?? 'de'}-CH`} options={{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }} />
        <FunctionField
          source="user_name"
          label="settings.auditLog.user"
          sortable={false}
          render={(r: RaRecord) => (r.user_name as string | null) ?? translate('settings.auditLog.system')}
        />
        <FunctionField source="role" label="settings.auditLog.role" sortable={false} render={(r: RaRecord) => (r.role ? translate(`settings.auditLog.roles.${r.role}`, { _: r.role }) : '')} />
        <FunctionField source="action" label="settings.auditLog.action" sortable={false} render={(r: RaRecord) => actionLabel(translate, String(r.action))} />
        <FunctionField source="object_type" label="settings.auditLog.objectType" sortable={false} render={(r: RaRecord) => objectTypeLabel(translate, String(r.object_type))} />
        <TextField source="object_id" label="settings.auditLog.objectId" sortable={false} emptyText="–" />
        <FunctionField
          source="detail"
          label="settings.auditLog.detail"
          sortable={false}
          render={(r: RaRecord) => <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>{detailText(translate, r.detail as Record<string, unknown>)}</Box>}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
