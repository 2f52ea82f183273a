/** The result of GET /api/centres/{id}/audit-events/verify: is the hash chain intact? */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiRequest } from '../../../api/http';

interface ChainReport {
  ok: boolean;
  checked: number;
  brokenAt: number | null;
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
  return report.ok ? (
    <Chip data-testid="audit-chain" color="success" size="small" label={translate('settings.auditLog.chainOk', { count: report.checked })} />
  ) : (
    <Chip data-testid="audit-chain" color="error" size="small" label={translate('settings.auditLog.chainBroken', { id: report.brokenAt })} />
  );
}
