/**
 * react-admin's Datagrid that fits a phone (issue 13: at 390 px the tables were cut off at the
 * right). Below sm it shows the resource's two or three key columns (phoneColumns); a row's
 * other columns appear in its detail, label beside value, opened with the row's expand toggle,
 * or with a tap on the row where the row has no other action. From sm up it is the plain Datagrid.
 */
import { Children, isValidElement, useMemo, useRef, type ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FieldTitle, useResourceContext, type DatagridProps } from 'react-admin';
import { DetailPairs } from './DetailPairs';
import { phoneColumns } from './phoneColumns';
import { useReachableExpandToggles } from './useReachableExpandToggles';

interface ColumnProps {
  source?: string;
  label?: string | ReactElement | false;
}

/** The hidden columns of one row as label/value pairs (the row's record comes from its context). */
function RowDetail({ columns }: { columns: ReactElement<ColumnProps>[] }) {
  const resource = useResourceContext();
  const pairs = columns.map((column, i) => ({
    key: String(column.key ?? i),
    label: typeof column.props.label === 'string' || column.props.label === undefined ? <FieldTitle label={column.props.label} source={column.props.source} resource={resource} /> : column.props.label,
    value: column,
  }));
  return <DetailPairs pairs={pairs} />;
}

export interface ResponsiveDatagridProps extends DatagridProps {
  /** Sources of the columns a phone shows (two or three); default the first two. */
  keyColumns?: string[];
}

export function ResponsiveDatagrid({ keyColumns, children, rowClick, sx, ...rest }: ResponsiveDatagridProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => Children.toArray(children).filter((c): c is ReactElement<ColumnProps> => isValidElement(c)), [children]);
  const split = useMemo(() => phoneColumns(columns.map((c) => c.props.source ?? null), keyColumns), [columns, keyColumns]);
  const root = useRef<HTMLDivElement>(null);
  useReachableExpandToggles(root, phone);
  if (!phone) {
    return (
      <Datagrid rowClick={rowClick} sx={sx} {...rest}>
        {children}
      </Datagrid>
    );
  }
  const hidden = split.hidden.map((i) => columns[i]);
  return (
    <div ref={root} style={{ display: 'contents' }}>
    <Datagrid
      {...rest}
      rowClick={rowClick === false && hidden.length > 0 ? 'expand' : rowClick}
      expand={hidden.length > 0 ? <RowDetail columns={hidden} /> : undefined}
      sx={[
        // Narrow cells: the key columns, the checkbox and the expand toggle share 390 px.
        { '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { px: 1 }, '& .RaDatagrid-expandIconCell': { width: 40 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {split.shown.map((i) => columns[i])}
    </Datagrid>
    </div>
  );
}
