/**
 * What invoicing still needs (422 invoicingIncomplete; wording.md §5 "Invoicing needs a complete
 * account/clinic profile, contact profile and at least one service"): a list of the gaps, each
 * with a link to the page that fixes it, instead of an error.
 */
import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ApiRequestError } from '../../api/apiError';
import type { InvoicingGap } from '../../../shared/api/invoices';

/** The gaps of an invoicingIncomplete refusal, else null. */
export function invoicingGapsOf(error: unknown): InvoicingGap[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'invoicingIncomplete') return null;
  const missing = (error.body as { missing?: unknown }).missing;
  return Array.isArray(missing) ? (missing as InvoicingGap[]) : [];
}

export function InvoicingGaps({ gaps, describe, onClose }: { gaps: InvoicingGap[]; describe?: (gap: InvoicingGap) => string; onClose?: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }} data-testid="invoicing-gaps">
      <AlertTitle>{translate('finances.gaps.title')}</AlertTitle>
      {translate('finances.gaps.intro')}
      <List dense disablePadding>
        {gaps.map((gap) => {
          const detail = describe?.(gap);
          return (
            <ListItem key={`${gap.what}-${gap.id ?? ''}`} disableGutters data-testid="invoicing-gap" data-what={gap.what}>
              <Link component={RouterLink} to={gap.link}>
                {translate(`finances.gaps.${gap.what}`)}
                {detail ? ` – ${detail}` : ''}
              </Link>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
