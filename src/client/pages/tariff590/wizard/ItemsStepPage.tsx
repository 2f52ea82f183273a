/**
 * /tariff590/invoice-items — wizard step 3 "select services/treatments and dates" (wording.md §2):
 * the client's finished appointments with this therapist, and positions added by hand (a
 * Tarif 590 service, a date, the number of 5-minute units).
 */
import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Navigate, useTranslate } from 'react-admin';
import type { Service } from '../../../../generated/service.gen';
import { servicesPath } from '../../../api/calendarPaths';
import { useApiQuery } from '../../../api/useApiQuery';
import { SelectField } from '../../../components/SelectField';
import { Section } from '../../../components/Section';
import { TextInput } from '../../../components/TextInput';
import { formatPrice } from '../../../public/format';
import { useSession } from '../../../session/SessionProvider';
import { WizardFrame } from './WizardFrame';
import { finishedAppointmentsPath, type ListedAppointment } from './wizardApi';
import { draftStore, useWizardDraft, validateItemsStep, type DraftPosition, type StepErrors, type WizardDraft } from './wizardDraft';
import { WIZARD_STEPS } from './wizardPaths';

type ServiceRow = Service & { service_id: string };
const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const today = () => new Date().toISOString().slice(0, 10);

export function ItemsStepPage() {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const draft = useWizardDraft(centreId);
  const [errors, setErrors] = useState<StepErrors>({});
  const services = useApiQuery<ServiceRow[]>(centreId ? servicesPath(centreId) : null);
  const open = useApiQuery<ListedAppointment[]>(centreId && draft?.contact ? finishedAppointmentsPath(centreId, draft.providerId, draft.contact.id) : null);
  if (!draft?.contact) return <Navigate to={WIZARD_STEPS[0].path} replace />;
  const d = draft;
  const clientName = draft.contact.name;
  const set = (patch: Partial<WizardDraft>) => {
    draftStore.update(d, patch);
    setErrors({});
  };
  const serviceName = (id: string | undefined) => services.data?.find((s) => s.service_id === id)?.name ?? '';
  // Tarif 590 positions first: they are what this invoice is for.
  const serviceOptions = [...(services.data ?? [])]
    .sort((a, b) => Number(b.type === 'tarif590') - Number(a.type === 'tarif590'))
    .map((s) => ({ value: s.service_id, label: `${s.nr ? `${s.nr} · ` : ''}${s.name} (${formatPrice(s.ppu ?? 0, 'CHF')})` }));
  const toggle = (id: string, on: boolean) => set({ appointments: on ? [...d.appointments, id] : d.appointments.filter((a) => a !== id) });
  const setPosition = (key: string, patch: Partial<DraftPosition>) => set({ positions: d.positions.map((p) => (p.key === key ? { ...p, ...patch } : p)) });
  const addPosition = () => set({ positions: [...d.positions, { key: `p${Date.now().toString(36)}${d.positions.length}`, serviceId: serviceOptions[0]?.value ?? '', date: today(), quantity: 6 }] });
  const err = (k: string) => (errors[k] ? translate(errors[k]) : undefined);

  return (
    <WizardFrame step={2} draft={draft} errors={errors} onNext={() => {
      const e = validateItemsStep(d);
      setErrors(e);
      return Object.keys(e).length === 0;
    }}>
      <Section title={translate('tariff590.wizard.items.appointmentsTitle', { name: clientName })} subtitle={translate('tariff590.wizard.items.appointmentsIntro')} name="appointments">
        {(open.data ?? []).length === 0 && <Typography color="text.secondary">{translate('tariff590.wizard.items.noAppointments')}</Typography>}
        {(open.data ?? []).map((a) => (
          <Box key={a.appointment_id}>
            <FormControlLabel
              control={<Checkbox name={`appointment-${a.appointment_id}`} checked={d.appointments.includes(a.appointment_id)} onChange={(e) => toggle(a.appointment_id, e.target.checked)} />}
              label={`${swissDate(a.date)} ${a.startTime}–${a.endTime} · ${serviceName(a.service_fk)}`}
            />
          </Box>
        ))}
      </Section>
      <Section title={translate('tariff590.wizard.items.positionsTitle')} subtitle={translate('tariff590.wizard.items.positionsIntro')} name="positions"
        action={<Button name="addPosition" startIcon={<AddIcon />} onClick={addPosition}>{translate('tariff590.wizard.items.add')}</Button>}>
        {d.positions.map((p, i) => (
          <Box key={p.key} data-position={i + 1} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 1.2fr 1fr auto' }, gap: 1, alignItems: 'start' }}>
            <SelectField name={`positions.${i}.serviceId`} label={translate('tariff590.wizard.items.service')} value={p.serviceId} options={serviceOptions}
              errorText={err(`${p.key}.serviceId`)} onChange={(serviceId) => setPosition(p.key, { serviceId })} />
            <TextInput name={`positions.${i}.date`} type="date" label={translate('tariff590.wizard.items.date')} value={p.date}
              errorText={err(`${p.key}.date`)} onChange={(e) => setPosition(p.key, { date: e.target.value })} />
            <TextInput name={`positions.${i}.quantity`} type="number" label={translate('tariff590.wizard.items.units')} value={String(p.quantity)}
              helperText={translate('tariff590.wizard.items.unitsHint', { minutes: p.quantity * 5 })}
              errorText={err(`${p.key}.quantity`)} onChange={(e) => setPosition(p.key, { quantity: Number(e.target.value) })} />
            <IconButton aria-label={translate('tariff590.wizard.items.remove')} name={`positions.${i}.remove`} sx={{ mt: 1 }}
              onClick={() => set({ positions: d.positions.filter((x) => x.key !== p.key) })}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        {errors.items && <Typography color="error" role="alert">{translate(errors.items)}</Typography>}
      </Section>
    </WizardFrame>
  );
}
