/**
 * /tariff590/invoice-header — wizard step 2 "invoice info and billing data" (wording.md §2): the
 * case, law, treatment type and reason, canton, tiers garant / tiers payant with the insurer, a
 * billing address other than the client's, and a remark. Choosing a case fills what it knows.
 */
import { useEffect, useState } from 'react';
import { Alert, Checkbox, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { Navigate, useTranslate } from 'react-admin';
import type { Contact } from '../../../../generated/contact.gen';
import { TARIFF590_LAWS, TREATMENT_CANTONS, TREATMENT_REASONS, TREATMENT_TYPES, TIERS } from '../../../../shared/billing/tariff590Document';
import { toTariff590Law, toTreatmentReason, toTreatmentType } from '../../../../shared/billing/tariff590Vocabulary';
import { useClientCases } from '../../../api/appointmentCases';
import { useApiQuery } from '../../../api/useApiQuery';
import { SelectField } from '../../../components/SelectField';
import { FieldGrid, Section } from '../../../components/Section';
import { TextInput } from '../../../components/TextInput';
import { useSession } from '../../../session/SessionProvider';
import { WizardFrame } from './WizardFrame';
import { draftStore, useWizardDraft, validateHeaderStep, type BillingAddressDraft, type StepErrors, type WizardDraft } from './wizardDraft';
import { WIZARD_STEPS } from './wizardPaths';

const id = encodeURIComponent;

export function HeaderStepPage() {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const draft = useWizardDraft(centreId);
  const [errors, setErrors] = useState<StepErrors>({});
  const cases = useClientCases(centreId ?? '', draft?.contact?.id);
  const contact = useApiQuery<Contact>(centreId && draft?.contact ? `/api/clinics/${id(centreId)}/contacts/${id(draft.contact.id)}` : null);

  // The client's insurer as the default (the step may change it).
  useEffect(() => {
    if (draft && contact.data?.insurance && !draft.insurerName) draftStore.update(draft, { insurerName: contact.data.insurance });
  }, [contact.data]);

  if (!draft?.contact) return <Navigate to={WIZARD_STEPS[0].path} replace />;
  const d = draft;
  const clientName = draft.contact.name;
  const set = (patch: Partial<WizardDraft>) => {
    draftStore.update(d, patch);
    setErrors({});
  };
  const err = (k: string) => (errors[k] ? translate(errors[k]) : null);
  const chooseCase = (projectId: string) => {
    const p = cases.data?.find((c) => c.project_id === projectId);
    set({
      projectId,
      ...(p ? {
        law: toTariff590Law(p.insuranceLaw) ?? d.law,
        treatmentType: toTreatmentType(p.treatmentType) ?? d.treatmentType,
        treatmentReason: toTreatmentReason(p.treatmentReason) ?? d.treatmentReason,
        canton: p.canton?.toUpperCase() || d.canton,
      } : {}),
    });
  };
  const options = (values: readonly string[], label: (v: string) => string) => [{ value: '', label: '' }, ...values.map((v) => ({ value: v, label: label(v) }))];
  const billing = (k: keyof BillingAddressDraft, label: string, required = true) => (
    <TextInput name={`billing.${k}`} label={translate(label)} required={required} value={d.billing[k]} maxLength={k === 'name' ? 140 : 70}
      errorText={err(`billing.${k}`) ?? undefined} onChange={(e) => set({ billing: { ...d.billing, [k]: e.target.value } })} />
  );

  return (
    <WizardFrame step={1} draft={draft} errors={errors} onNext={() => {
      const e = validateHeaderStep(d);
      setErrors(e);
      return Object.keys(e).length === 0;
    }}>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('tariff590.wizard.client.chosen', { name: clientName })}</Alert>
      <Section title={translate('tariff590.wizard.header.caseTitle')} subtitle={translate('tariff590.wizard.header.caseIntro')} name="case">
        <FieldGrid>
          <SelectField name="projectId" label={translate('tariff590.wizard.header.case')} value={d.projectId} onChange={chooseCase}
            options={[{ value: '', label: translate('tariff590.wizard.header.noCase') }, ...(cases.data ?? []).map((c) => ({ value: c.project_id, label: c.caseNumber ? `${c.name} (${c.caseNumber})` : c.name }))]} />
          <SelectField name="law" label={translate('tariff590.wizard.header.law')} value={d.law} errorText={err('law')}
            options={options(TARIFF590_LAWS, (v) => translate(`tariff590.wizard.laws.${v}`))} onChange={(law) => set({ law: law as WizardDraft['law'] })} />
          <SelectField name="treatmentType" label={translate('tariff590.wizard.header.treatmentType')} value={d.treatmentType} errorText={err('treatmentType')}
            options={options(TREATMENT_TYPES, (v) => translate(`tariff590.wizard.treatmentTypes.${v}`))} onChange={(v) => set({ treatmentType: v as WizardDraft['treatmentType'] })} />
          <SelectField name="treatmentReason" label={translate('tariff590.wizard.header.treatmentReason')} value={d.treatmentReason} errorText={err('treatmentReason')}
            options={options(TREATMENT_REASONS, (v) => translate(`tariff590.wizard.reasons.${v}`))} onChange={(v) => set({ treatmentReason: v as WizardDraft['treatmentReason'] })} />
          <SelectField name="canton" label={translate('tariff590.wizard.header.canton')} value={d.canton}
            options={[{ value: '', label: translate('tariff590.wizard.header.practiceCanton') }, ...TREATMENT_CANTONS.map((c) => ({ value: c, label: c }))]} onChange={(canton) => set({ canton })} />
        </FieldGrid>
      </Section>
      <Section title={translate('tariff590.wizard.header.billingTitle')} subtitle={translate('tariff590.wizard.header.billingIntro')} name="billing">
        <RadioGroup row name="tiers" value={d.tiers} onChange={(e) => set({ tiers: e.target.value as WizardDraft['tiers'] })}>
          {TIERS.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={translate(`tariff590.wizard.tiers.${t}`)} />
          ))}
        </RadioGroup>
        {errors.tiers && <Alert severity="error">{translate(errors.tiers)}</Alert>}
        <FieldGrid>
          <TextInput name="insurerName" label={translate('tariff590.wizard.header.insurer')} required={d.tiers === 'TP'} value={d.insurerName} maxLength={100}
            errorText={err('insurerName') ?? undefined} onChange={(e) => set({ insurerName: e.target.value })} />
          <TextInput name="insurerGln" label={translate('tariff590.wizard.header.insurerGln')} required={d.tiers === 'TP'} value={d.insurerGln} maxLength={20}
            errorText={err('insurerGln') ?? undefined} onChange={(e) => set({ insurerGln: e.target.value })} />
        </FieldGrid>
        <FormControlLabel control={<Checkbox name="otherBillingAddress" checked={d.otherBillingAddress} onChange={(e) => set({ otherBillingAddress: e.target.checked })} />}
          label={translate('tariff590.wizard.header.otherBillingAddress')} />
        {d.otherBillingAddress && (
          <FieldGrid>
            {billing('name', 'tariff590.wizard.header.billingName')}
            {billing('street', 'tariff590.wizard.header.street')}
            {billing('building', 'tariff590.wizard.header.building', false)}
            {billing('zipcode', 'tariff590.wizard.header.zipcode')}
            {billing('city', 'tariff590.wizard.header.city')}
          </FieldGrid>
        )}
        <TextInput name="remark" textarea label={translate('tariff590.wizard.header.remark')} value={d.remark} maxLength={500} onChange={(e) => set({ remark: e.target.value })} />
      </Section>
    </WizardFrame>
  );
}
