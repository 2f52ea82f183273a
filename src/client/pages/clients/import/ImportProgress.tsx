/** While the import runs: an indeterminate bar, the rows being imported and the seconds so far. */
import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount } from './fieldLabels';

export function ImportProgress({ rows }: { rows: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box role="status" aria-live="polite" data-section="import-progress" sx={{ py: 2 }}>
      <Typography sx={{ mb: 1, fontWeight: 500 }}>{translate('contactImport.import.running', { n: formatCount(rows, locale) })}</Typography>
      <LinearProgress aria-label={translate('contactImport.import.running', { n: formatCount(rows, locale) })} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('contactImport.import.elapsed', { seconds })}
      </Typography>
    </Box>
  );
}
