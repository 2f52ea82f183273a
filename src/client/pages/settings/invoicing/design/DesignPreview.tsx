/**
 * The PDF of a sample invoice drawn by the server with the texts as they are being edited and the
 * stored design images: fetched 600 ms after the last change (or at once after an upload, when
 * `version` moves), shown in a frame as a blob of this page like the tariff 590 preview.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { translateError } from '../../../../api/errorText';
import { designApi, previewBody } from './designApi';

export const PREVIEW_DEBOUNCE_MS = 600;

export function DesignPreview({ centreId, settings, version }: { centreId: string; settings: Record<string, unknown>; version: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const [plain, setPlain] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const body = JSON.stringify(previewBody(settings, locale, plain));
  const current = useRef<string | null>(null);
  // After an upload the preview follows at once; typing waits for a pause.
  const lastVersion = useRef(version);

  useEffect(() => {
    let cancelled = false;
    const immediate = lastVersion.current !== version;
    lastVersion.current = version;
    const timer = setTimeout(
      () => {
        designApi.preview(centreId, JSON.parse(body)).then(
          (blob) => {
            if (cancelled) return;
            const next = URL.createObjectURL(blob);
            if (current.current) URL.revokeObjectURL(current.current);
            current.current = next;
            setUrl(next);
            setFailure(null);
          },
          (e: unknown) => !cancelled && setFailure(translateError(translate, e)),
        );
      },
      immediate || !current.current ? 0 : PREVIEW_DEBOUNCE_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [centreId, body, version]);
  useEffect(() => () => void (current.current && URL.revokeObjectURL(current.current)), []);

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="subtitle1">{translate('invoicing.design.preview')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('invoicing.design.previewHint')}
          </Typography>
        </Box>
        <FormControlLabel control={<Switch name="previewPlain" checked={plain} onChange={(e) => setPlain(e.target.checked)} />} label={translate('invoicing.design.plain')} />
      </Box>
      {failure && (
        <Alert severity="warning" sx={{ my: 1 }} role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, height: { xs: 480, md: 720 }, mt: 1 }}>
        {url ? (
          <iframe key={url} name="invoice-design-preview" title={translate('invoicing.design.preview')} src={url} data-testid="invoice-design-preview" style={{ width: '100%', height: '100%', border: 0 }} />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('invoicing.design.previewLoading')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
