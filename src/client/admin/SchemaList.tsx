/**
 * A record list interpreted from the registry: columns, sortable headers, filters and the `q`
 * search box from the schema's x-list annotations (or the resource's choice), server-side
 * pagination with the Content-Range total, translated headers, optional bulk delete and other bulk actions.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';
import { Box, Button, Typography } from '@mui/material';
import {
  BulkDeleteButton,
  FunctionField,
  List,
  Pagination,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useScopedCentre } from './centreScope';
import { FieldValue } from './FieldValue';
import { listFilters } from './listFilters';
import { ListToolbar } from './listLayout/ListToolbar';
import { listSx } from './listLayout/listSx';
import { ResponsiveDatagrid } from './listLayout/ResponsiveDatagrid';
import { SavedQueriesPanel } from './savedQueries/SavedQueriesPanel';
import { columnSpecs, filterSpecs, hasSearch } from './listSpec';
import type { RecordResource } from './resourceTypes';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];

export interface SchemaListProps {
  resource: RecordResource;
  /** Page title (locale key); default the record's title. */
  title?: string;
  /** Where a row leads; default the record's edit path. `false`: rows are not clickable. */
  rowClick?: ((id: Identifier, record: RaRecord) => string | false) | false;
  /** Buttons next to the filter button: secondary ones as ToolbarIconButton, then the primary (e.g. "create"). */
  actions?: ReactNode;
  bulkDelete?: boolean;
  /** More bulk action buttons for the selected rows (before "delete"). */
  bulkActions?: ReactNode;
  /** Extra columns after the schema's (e.g. row actions). */
  children?: ReactNode;
  /** "Save this filter" and the saved filters beside the list (query lists). */
  savedQueries?: boolean;
}

/** No rows: say whether the filters hide them, and offer to clear them. */
function ListEmpty() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '');
  return (
    <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }} data-testid="list-empty">
      <Typography color="text.secondary">{translate(filtered ? 'admin.list.noMatches' : 'admin.list.empty')}</Typography>
      {filtered && (
        <Button size="small" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </Box>
  );
}

export function SchemaList({ resource, title, rowClick, actions, bulkDelete = true, bulkActions, children, savedQueries = false }: SchemaListProps) {
  const translate = useTranslate();
  const centreId = useScopedCentre();
  const { def, config } = resource;
  const listConfig = config.list ?? {};
  const columns = useMemo(() => columnSpecs(def, listConfig), [def, listConfig]);
  const filters = useMemo(
    () => listFilters(filterSpecs(def, listConfig), translate, { search: hasSearch(def, listConfig), alwaysOn: listConfig.alwaysOn }),
    [def, listConfig, translate],
  );
  const meta = { centreId };
  const listRoot = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(listRoot);
  const click = rowClick === false ? false : (id: Identifier, _resource: string, record: RaRecord) => (rowClick ? rowClick(id, record) : resource.paths.edit(String(id)));
  return (
    <div ref={listRoot} style={{ display: 'contents' }}>
    <List
      resource={def.resource}
      title={title ?? listConfig.title ?? def.label}
      filters={filters}
      sort={def.list.defaultSort}
      perPage={listConfig.perPage ?? 25}
      queryOptions={{ meta }}
      exporter={false}
      empty={false}
      storeKey={`kura.${def.resource}.list`}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      aside={savedQueries ? <SavedQueriesPanel resource={def.resource} /> : undefined}
      sx={listSx({ aside: savedQueries })}
      actions={
        <ListToolbar filterButton={filters.length > 1} disableSaveQuery={savedQueries}>
          {actions}
        </ListToolbar>
      }
    >
      <ResponsiveDatagrid
        keyColumns={listConfig.keyColumns}
        empty={<ListEmpty />}
        rowClick={click}
        bulkActionButtons={
          bulkDelete || bulkActions ? (
            <>
              {bulkActions}
              {bulkDelete && <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ meta }} />}
            </>
          ) : (
            false
          )
        }
      >
        {columns.map((spec) => (
          <FunctionField
            key={spec.field}
            source={spec.field}
            label={spec.label}
            sortable={spec.sortable}
            render={(record: RaRecord) => <FieldValue spec={spec} record={record} />}
          />
        ))}
        {children}
      </ResponsiveDatagrid>
    </List>
    </div>
  );
}
