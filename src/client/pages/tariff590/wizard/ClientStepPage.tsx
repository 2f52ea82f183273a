/**
 * /tariff590/appointments — wizard step 1 "find or select the client" (wording.md §2): search the
 * address book, or pick a client from the list of finished appointments not yet billed.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import type { Contact } from '../../../../generated/contact.gen';
import { useApiQuery } from '../../../api/useApiQuery';
import { SearchableSelect } from '../../../components/SearchableSelect';
import { SelectField } from '../../../components/SelectField';
import { FieldGrid, Section } from '../../../components/Section';
import { TextInput } from '../../../components/TextInput';
import { NoClinic } from '../../../components/PageStates';
import { useSession } from '../../../session/SessionProvider';
import { providersPath } from '../../../api/calendarPaths';
import { WizardFrame } from './WizardFrame';
import { draftStore, emptyDraft, useWizardDraft, validateClientStep, type StepErrors } from './wizardDraft';
import { finishedAppointmentsPath, type ListedAppointment } from './wizardApi';

const id = encodeURIComponent;
type ContactRow = Contact & { contact_id: string };
const nameOf = (c: { firstName?: string; lastName?: string }) => [c.firstName, c.lastName].filter(Boolean).join(' ');
const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

export function ClientStepPage() {
  const translate = useTranslate();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const draft = useWizardDraft(centreId);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<StepErrors>({});
  const providers = useApiQuery<CentreProvider[]>(centreId ? providersPath(centreId) : null);
  const base = useMemo(() => emptyDraft(centreId ?? '', user?.user_id ?? ''), [centreId, user?.user_id]);
  const d = draft ?? base;
  const filter = JSON.stringify(search.trim() ? { q: search.trim() } : {});
  const found = useApiQuery<ContactRow[]>(centreId && search.trim().length >= 2 ? `/api/clinics/${id(centreId)}/contacts?filter=${id(filter)}&range=${id('[0,19]')}&sort=${id('["lastName","ASC"]')}` : null);
  const open = useApiQuery<ListedAppointment[]>(centreId && d.providerId ? finishedAppointmentsPath(centreId, d.providerId) : null);
  if (!centreId || !user) return <NoClinic />;

  // Choosing another client starts a new draft: the case, appointments and positions were theirs.
  const choose = (contact: { id: string; name: string }) => {
    if (d.contact?.id !== contact.id) draftStore.start({ ...emptyDraft(centreId, d.providerId), contact, dirty: true });
    setErrors({});
  };
  const byClient = new Map<string, { name: string; dates: string[] }>();
  for (const a of open.data ?? []) {
    if (!a.contact_fk) continue;
    const entry = byClient.get(a.contact_fk) ?? { name: a.contactName ? nameOf(a.contactName) : '', dates: [] };
    entry.dates.push(a.date);
    byClient.set(a.contact_fk, entry);
  }
  const providerOptions = (providers.data ?? []).filter((p) => p.active).map((p) => ({ value: p.user_fk, label: nameOf(p) || p.email }));

  return (
    <WizardFrame step={0} draft={draft} errors={errors} onNext={() => {
      const e = validateClientStep(d);
      setErrors(e);
      return Object.keys(e).length === 0;
    }}>
      <Section title={translate('tariff590.wizard.client.title')} subtitle={translate('tariff590.wizard.client.intro')} name="client">
        <FieldGrid>
          <SelectField name="providerId" label={translate('tariff590.wizard.client.therapist')} value={d.providerId} options={providerOptions}
            errorText={errors.providerId ? translate(errors.providerId) : null}
            onChange={(providerId) => draftStore.update(d, { providerId, appointments: [] })} />
          <TextInput name="clientSearch" label={translate('tariff590.wizard.client.search')} value={search} maxLength={100}
            errorText={errors.contact ? translate(errors.contact) : undefined} onChange={(e) => setSearch(e.target.value)} />
        </FieldGrid>
        {search.trim().length >= 2 && (
          <SearchableSelect name="clientResult" label={translate('tariff590.wizard.client.results', { count: found.data?.length ?? 0 })}
            value={null} options={(found.data ?? []).map((c) => ({ value: c.contact_id, label: `${nameOf(c)}${c.dateOfBirth ? ` (${swissDate(c.dateOfBirth)})` : ''}` }))}
            onChange={(value) => {
              const c = found.data?.find((x) => x.contact_id === value);
              if (c) choose({ id: c.contact_id, name: nameOf(c) });
            }} />
        )}
        {d.contact && (
          <Alert severity="success" sx={{ mt: 2 }} data-chosen-client={d.contact.id}>
            {translate('tariff590.wizard.client.chosen', { name: d.contact.name })}
          </Alert>
        )}
      </Section>
      <Section title={translate('tariff590.wizard.client.openTitle')} subtitle={translate('tariff590.wizard.client.openIntro')} name="openAppointments">
        {byClient.size === 0 && <Typography color="text.secondary">{translate('tariff590.wizard.client.noneOpen')}</Typography>}
        <List dense>
          {[...byClient.entries()].map(([contactId, c]) => (
            <ListItemButton key={contactId} selected={d.contact?.id === contactId} data-open-client={contactId} onClick={() => choose({ id: contactId, name: c.name })}>
              <ListItemText primary={c.name} secondary={translate('tariff590.wizard.client.openCount', { smart_count: c.dates.length, count: c.dates.length, from: swissDate(c.dates[0]) })} />
              <Button size="small" component="span">{translate('tariff590.wizard.client.bill')}</Button>
            </ListItemButton>
          ))}
        </List>
      </Section>
    </WizardFrame>
  );
}
