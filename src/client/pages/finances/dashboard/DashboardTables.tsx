/** The dashboard's tables (months, therapists, checkout types, methods): every figure as text, each table captioned. */
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoney } from '../../../../shared/money/formatMoney';
import type { CellKind, ViewTable } from './dashboardView';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function formatCell(value: number, kind: CellKind, locale: string): string {
  return kind === 'money' ? formatMoney(value, locale) : new Intl.NumberFormat(`${locale}-CH`).format(value);
}

export function DashboardTable({ table, locale, emptyText }: { table: ViewTable; locale: string; emptyText: string }) {
  const id = `finance-table-${table.name}`;
  return (
    <Box component="section" aria-labelledby={id} data-table={table.name} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
        {table.title}
      </Typography>
      {table.rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{emptyText}</Typography>
      ) : (
        // A table wider than its column scrolls: the region takes focus so keyboard users can scroll it too.
        <TableContainer tabIndex={0} role="region" aria-labelledby={id}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {table.headers.map((h, i) => (
                  <TableCell key={h} align={i === 0 ? 'left' : 'right'}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((r) => (
                <TableRow key={r.key} data-row={r.key}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{r.label}</TableCell>
                  {r.values.map((v, i) => (
                    <TableCell key={table.headers[i + 1]} align="right" sx={{ ...numeric, color: v < 0 ? 'error.main' : undefined }}>
                      {formatCell(v, table.kinds[i], locale)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
