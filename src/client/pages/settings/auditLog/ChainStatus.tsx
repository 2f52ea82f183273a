/** The result of GET /api/centres/{id}/audit-events/verify: is the hash chain intact? */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiRequest } from '../../../api/http';
import type { ChainReport } from '../../../../shared/api/auditEvents';


/** The chip's text: intact (mentioning events deleted after the retention period) or altered from an entry. */
export function chainLabel(translate: (key: string, options?: Record<string, unknown>) => string, report: ChainReport): string {
  if (!report.ok) return translate('settings.auditLog.chainBroken', { id: report.brokenAt });
  if (report.purged > 0) return translate('settings.auditLog.chainOkAfterRetention', { count: report.checked, purged: report.purged });
  return translate('settings.auditLog.chainOk', { count: report.checked });
}

export function ChainStatus({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [report, setReport] = useState<ChainReport | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest(`/api/centres/${encodeURIComponent(centreId)}/audit-events/verify`, { method: 'GET' })
      .then((reply) => live && setReport(JSON.parse(reply.text) as ChainReport))
      .catch(() => live && setReport(null));
    return () => {
      live = false;
    };
  }, [centreId]);
  if (!report) return null;
  return <Chip data-testid="audit-chain" color={report.ok ? 'success' : 'error'} size="small" label={chainLabel(translate, report)} />;
}
