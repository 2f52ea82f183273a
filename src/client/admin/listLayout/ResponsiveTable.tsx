/**
 * A plain MUI table that fits a phone, for lists that are not react-admin lists (services,
 * therapists, deleted appointments): the same rule as ResponsiveDatagrid. Below sm only the key columns (and the row
 * actions) stay in the row; a toggle at the row's start opens the other columns as label/value
 * pairs below it.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type TableCellProps, type TableRowProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailPairs } from './DetailPairs';
import { phoneColumns } from './phoneColumns';

export interface TableColumn<R> {
  key: string;
  /** Translated header; empty for an action column. */
  label: string;
  cell: (row: R) => ReactNode;
  align?: TableCellProps['align'];
  /** Row actions (edit, delete, restore): no field of their own, they stay in the row on a phone. */
  action?: boolean;
  cellProps?: (row: R) => TableCellProps;
}

export interface ResponsiveTableProps<R> {
  columns: TableColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** Keys of the two or three columns a phone shows; default the first two. */
  keyColumns?: string[];
  rowProps?: (row: R) => TableRowProps & Record<`data-${string}`, string>;
  /** Something about the row (e.g. why an action was refused), in a full-width row below it. */
  afterRow?: (row: R) => ReactNode;
  'aria-label'?: string;
}

export function ResponsiveTable<R>({ columns, rows, rowKey, keyColumns, rowProps, afterRow, 'aria-label': ariaLabel }: ResponsiveTableProps<R>) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const split = useMemo(() => phoneColumns(columns.map((c) => (c.action ? null : c.key)), keyColumns), [columns, keyColumns]);
  const shown = phone ? split.shown.map((i) => columns[i]) : columns;
  const hidden = phone ? split.hidden.map((i) => columns[i]) : [];
  const toggle = (key: string) => setOpen((prev) => {
    const next = new Set(prev);
    if (!next.delete(key)) next.add(key);
    return next;
  });
  const cellSx = phone ? { px: 1 } : undefined;
  return (
    <Table size="small" aria-label={ariaLabel}>
      <TableHead>
        <TableRow>
          {hidden.length > 0 && <TableCell padding="none" sx={{ width: 40 }} />}
          {shown.map((c) => (
            <TableCell key={c.key} align={c.align} sx={cellSx}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row);
          const expanded = open.has(key);
          const detailId = `${key}-detail`;
          const after = afterRow?.(row);
          const width = shown.length + (hidden.length > 0 ? 1 : 0);
          return (
            <Fragment key={key}>
              <TableRow hover {...rowProps?.(row)}>
                {hidden.length > 0 && (
                  <TableCell padding="none" sx={{ width: 40 }}>
                    <IconButton
                      size="small"
                      aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      onClick={(e) => {
                        e.stopPropagation();
                        toggle(key);
                      }}
                    >
                      <ExpandMoreIcon fontSize="small" sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
                    </IconButton>
                  </TableCell>
                )}
                {shown.map((c) => (
                  <TableCell key={c.key} align={c.align} {...c.cellProps?.(row)} sx={{ ...cellSx, ...(c.cellProps?.(row).sx as object | undefined) }}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
              {expanded && hidden.length > 0 && (
                <TableRow id={detailId}>
                  <TableCell colSpan={width}>
                    <DetailPairs pairs={hidden.map((c) => ({ key: c.key, label: c.label, value: c.cell(row) }))} />
                  </TableCell>
                </TableRow>
              )}
              {after && (
                <TableRow>
                  <TableCell colSpan={width} sx={{ borderBottom: 'none', pt: 0 }}>
                    {after}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
