/**
 * /settings/invoicing (wording §2 "Invoicing settings"): invoice texts and defaults, payment terms
 * and reminders, e-mail templates (the invoicingSettings record), the invoice numbering (centre
 * setting), the invoice design with its live preview and the way to the invoice templates.
 */
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import { useSession } from '../../../session/SessionProvider';
import { SettingsRecordPage } from '../settingsRecord/SettingsRecordPage';
import { InvoiceNumberingSection } from './InvoiceNumberingSection';
import type { Json } from '../../../admin/resourceTypes';

// Its own chunk, fetched when the page shows: the routing table's preload list of this page stays as it was (calendar budget).
const InvoiceDesignSection = lazy(() => import('./design/InvoiceDesignSection').then((m) => ({ default: m.InvoiceDesignSection })));

function InvoiceTemplatesLink() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const templates = useRecordResource('invoiceTemplate');
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" gutterBottom>
        {translate('invoicing.templates.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {translate('invoicing.templates.description')}
        </Typography>
        <Button variant="outlined" name="invoiceTemplates" onClick={() => navigate(templates.paths.list)}>
          {translate('invoicing.templates.manage')}
        </Button>
      </Box>
    </Paper>
  );
}

export function InvoicingSettingsPage() {
  const { activeCentre } = useSession();
  // The form's unsaved values, for the design preview (null until the first change: the saved ones).
  const [draft, setDraft] = useState<Json | null>(null);
  return (
    <SettingsRecordPage resource={useRecordResource('invoicingSettings')} onFormChange={setDraft}>
      {(saved) => (
        <>
          {activeCentre && <InvoiceNumberingSection centreId={activeCentre.centre_id} />}
          {activeCentre && (
            <Suspense fallback={null}>
              <InvoiceDesignSection centreId={activeCentre.centre_id} settings={draft ?? saved} />
            </Suspense>
          )}
          <InvoiceTemplatesLink />
        </>
      )}
    </SettingsRecordPage>
  );
}
