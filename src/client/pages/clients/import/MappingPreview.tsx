/**
 * The mapping preview: every column of the file with the contact field it goes to, the first
 * rows below, and the rows that will not be imported highlighted with their reasons.
 */
import { Box, Chip, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslate } from 'react-admin';
import type { ImportMapping, ImportPreview, ImportRowError } from '../../../../shared/api/contactImport';
import { ColumnFieldSelect } from './ColumnFieldSelect';
import { rowErrorText } from './rowErrorText';
import { groupBy } from '../../../../shared/groupBy';

const sticky = (left: number, width: number) => ({ position: 'sticky', left, zIndex: 2, bgcolor: 'inherit', minWidth: width, maxWidth: width }) as const;

export function MappingPreview({ preview, mapping, checking, onChange }: { preview: ImportPreview; mapping: ImportMapping; checking: boolean; onChange: (column: string, field: string | null) => void }) {
  const translate = useTranslate();
  const errorsByRow = groupBy(preview.rowErrors, (e) => e.row);

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{checking && <LinearProgress aria-label={translate('contactImport.mapping.checking')} />}</Box>
      {/* inline-size containment: the wide table scrolls inside the card instead of widening the page. */}
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1, contain: 'inline-size' }}>
        <Table size="small" stickyHeader aria-label={translate('contactImport.mapping.title')}>
          <TableHead>
            <TableRow sx={{ bgcolor: 'background.paper' }}>
              <TableCell sx={{ ...sticky(0, 64), zIndex: 3, bgcolor: 'background.paper' }}>{translate('contactImport.mapping.row')}</TableCell>
              <TableCell sx={{ ...sticky(64, 260), zIndex: 3, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' }}>
                {translate('contactImport.mapping.check')}
              </TableCell>
              {preview.columns.map((c) => (
                <TableCell key={c} sx={{ verticalAlign: 'top', bgcolor: 'background.paper', minWidth: 180 }}>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap title={c} sx={{ mb: 0.5 }}>
                    {c}
                  </Typography>
                  <ColumnFieldSelect column={c} value={mapping[c] ?? null} fields={preview.fields} onChange={(f) => onChange(c, f)} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((r) => {
              const errors = errorsByRow.get(r.row) ?? [];
              const failing = errors.length > 0;
              const failingFields = new Set(errors.map((e) => e.field));
              return (
                <TableRow key={r.row} data-row={r.row} data-failing={failing || undefined} sx={{ bgcolor: failing ? '#fdecea' : 'background.paper' }}>
                  <TableCell sx={sticky(0, 64)}>{r.row}</TableCell>
                  <TableCell sx={{ ...sticky(64, 260), borderRight: 1, borderRightColor: 'divider' }}>
                    {failing ? (
                      <Box sx={{ display: 'flex', gap: 0.5, color: 'error.main' }}>
                        <ErrorOutlineIcon fontSize="small" sx={{ mt: 0.25 }} />
                        <Box>
                          {errors.map((e) => (
                            <Typography key={`${e.field}-${e.code}`} variant="body2" color="error" sx={{ lineHeight: 1.35 }}>
                              {rowErrorText(translate, e)}
                            </Typography>
                          ))}
                        </Box>
                      </Box>
                    ) : (
                      <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlineIcon />} label={translate('contactImport.mapping.rowOk')} />
                    )}
                  </TableCell>
                  {r.cells.map((cell, i) => {
                    const field = mapping[preview.columns[i]];
                    const bad = field ? failingFields.has(field) : false;
                    return (
                      <TableCell
                        key={preview.columns[i]}
                        sx={{ color: field ? 'text.primary' : 'text.disabled', fontWeight: bad ? 600 : 400, ...(bad ? { color: 'error.main', textDecoration: 'underline wavy', textDecorationColor: '#d32f2f' } : {}), maxWidth: 260, whiteSpace: 'pre-line' }}
                      >
                        {cell}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
