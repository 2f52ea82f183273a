/**
 * /tariff590/invoice-preview — wizard step 4 (wording.md §2): the pre-send checks as clear
 * messages, the lines and total, the Tarif 590 form and its second form drawn by the server
 * from the unsaved draft; then create the invoice, print or save its PDFs.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Navigate, useTranslate } from 'react-admin';
import type { Tariff590CheckResult, Tariff590FormKind } from '../../../../shared/api/tariff590Invoices';
import { translateError } from '../../../api/errorText';
import { useSession } from '../../../session/SessionProvider';
import { WizardFrame } from './WizardFrame';
import { CheckList, LinesTable } from './CheckResults';
import { CreatedActions } from './CreatedActions';
import { wizardApi, type CreatedInvoice } from './wizardApi';
import { draftStore, useWizardDraft } from './wizardDraft';
import { TARIFF590_DOCUMENTS_PATH, WIZARD_STEPS } from './wizardPaths';

export function PreviewStepPage() {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const draft = useWizardDraft(centreId);
  const [check, setCheck] = useState<Tariff590CheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, setForm] = useState<Tariff590FormKind>('original');
  const [pdf, setPdf] = useState<Partial<Record<Tariff590FormKind, string>>>({});
  const [created, setCreated] = useState<CreatedInvoice | null>(null);
  const [busy, setBusy] = useState(false);
  // The drafts' PDFs are blobs of this page: freed when it closes.
  const blobs = useRef<string[]>([]);
  useEffect(() => () => blobs.current.forEach((url) => URL.revokeObjectURL(url)), []);

  useEffect(() => {
    if (!draft?.contact || created) return;
    setCheck(null);
    wizardApi.check(draft).then(setCheck, (e: unknown) => setFailure(translateError(translate, e)));
  }, [draft?.contact?.id]);

  // The form of the draft, or of the created invoice (its signed link), per tab.
  useEffect(() => {
    if (pdf[form] || (!draft && !created)) return;
    const load = created ? wizardApi.formLink(created.invoice_id, form) : wizardApi.preview(draft!, form).then((blob) => {
          const url = URL.createObjectURL(blob);
          blobs.current.push(url);
          return url;
        });
    load.then((url) => setPdf((p) => ({ ...p, [form]: url })), (e: unknown) => setFailure(translateError(translate, e)));
  }, [form, created, pdf]);


  if (!draft?.contact && !created) return <Navigate to={WIZARD_STEPS[0].path} replace />;

  const create = async () => {
    if (!draft) return;
    setBusy(true);
    setFailure(null);
    try {
      const invoice = await wizardApi.create(draft);
      draftStore.clear();
      setPdf({});
      setCreated(invoice);
    } catch (e) {
      setFailure(translateError(translate, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <WizardFrame step={3} draft={draft} guard={!created}>
      {failure && <Alert severity="error" sx={{ mb: 2 }} role="alert">{failure}</Alert>}
      {!check && !created && !failure && <CircularProgress aria-label={translate('tariff590.wizard.preview.checking')} />}
      {check && !created && (
        <>
          <CheckList problems={check.problems} />
          <LinesTable check={check} />
        </>
      )}
      {created && <CreatedActions centreId={centreId ?? ''} invoice={created} listPath={TARIFF590_DOCUMENTS_PATH} />}
      <Tabs value={form} onChange={(_, v: Tariff590FormKind) => setForm(v)} sx={{ mt: 2 }}>
        <Tab value="original" id="tab-original" label={translate('tariff590.wizard.preview.form')} />
        <Tab value="second" id="tab-second" label={translate('tariff590.wizard.preview.secondForm')} />
      </Tabs>
      <Box sx={{ border: 1, borderColor: 'divider', height: 720 }}>
        {pdf[form] ? (
          <iframe key={pdf[form]} name={`pdf-${form}`} title={translate(form === 'second' ? 'tariff590.wizard.preview.secondForm' : 'tariff590.wizard.preview.form')} src={pdf[form]} style={{ width: '100%', height: '100%', border: 0 }} />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">{translate('tariff590.wizard.preview.loading')}</Typography>
        )}
      </Box>
      {!created && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button name="createInvoice" variant="contained" startIcon={<CheckIcon />} disabled={busy || !check || check.blocked} onClick={() => void create()}>
            {translate('tariff590.wizard.preview.create')}
          </Button>
        </Box>
      )}
    </WizardFrame>
  );
}
