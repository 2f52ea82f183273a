/** The result of an import: created, updated and failed rows, and why each failed row failed. */
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ImportResult } from '../../../../shared/api/contactImport';
import { formatCount } from './fieldLabels';
import { errorMessage, fieldName } from './rowErrorText';

export const CLIENT_LIST_PATH = '/clients/clientlist';

function Figure({ label, value, color, name }: { label: string; value: string; color: string; name: string }) {
  return (
    <Paper variant="outlined" data-figure={name} sx={{ p: 2, flex: '1 1 160px', borderLeft: 4, borderLeftColor: color }}>
      <Typography variant="h4" component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

export function ImportSummary({ result, onAnother }: { result: ImportResult; onAnother: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (v: number) => formatCount(v, locale);
  return (
    <Box data-section="import-summary">
      <Alert severity={result.failed === 0 ? 'success' : result.success === 0 ? 'error' : 'warning'} sx={{ mb: 2 }}>
        {result.failed === 0
          ? translate('contactImport.summary.allImported', { count: result.success, n: n(result.success) })
          : translate('contactImport.summary.someFailed', { imported: n(result.success), failed: n(result.failed) })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Figure name="created" label={translate('contactImport.summary.created')} value={n(result.created)} color="success.main" />
        <Figure name="updated" label={translate('contactImport.summary.updated')} value={n(result.updated)} color="info.main" />
        <Figure name="failed" label={translate('contactImport.summary.failed')} value={n(result.failed)} color={result.failed ? 'error.main' : 'divider'} />
      </Box>
      {result.errors.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('contactImport.summary.errorsTitle')}
          </Typography>
          <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}>
            <Table size="small" stickyHeader aria-label={translate('contactImport.summary.errorsTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>{translate('contactImport.mapping.row')}</TableCell>
                  <TableCell sx={{ width: 240 }}>{translate('contactImport.summary.field')}</TableCell>
                  <TableCell>{translate('contactImport.summary.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((e, i) => (
                  <TableRow key={`${e.row}-${e.field}-${i}`} data-error-row={e.row}>
                    <TableCell>{e.row}</TableCell>
                    <TableCell>{fieldName(translate, e.field)}</TableCell>
                    <TableCell>{errorMessage(translate, e)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {result.errorsTruncated && (
            <Typography variant="body2" color="text.secondary">
              {translate('contactImport.summary.truncated', { n: n(result.errors.length) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('contactImport.summary.fixHint')}
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={CLIENT_LIST_PATH} data-action="toClientList" startIcon={<ListIcon />}>
          {translate('contactImport.summary.toList')}
        </Button>
        <Button variant="outlined" name="importAnother" startIcon={<UploadFileIcon />} onClick={onAnother}>
          {translate('contactImport.summary.another')}
        </Button>
      </Box>
    </Box>
  );
}
