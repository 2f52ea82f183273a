import { useEffect } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Centre, CentreProvider, User } from '../../../shared/api/contracts';
import { apiFetch } from '../../api/http';
import { TextInput } from '../../components/TextInput';
import { useSession } from '../../session/SessionProvider';
import { AddressFields } from '../../components/address/AddressFields';
import { type AddressKey } from '../../components/address/addressOptions';
import { LoadFailed, NoClinic, PageBody, PageLoading } from '../../components/PageStates';
import { isManagerOf } from '../../session/roles';
import { FieldGrid, Section } from '../../components/Section';
import { serverFieldErrors } from '../../api/serverFieldErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { useSettingsForm } from '../../components/useSettingsForm';
import {
  addressesCompleteness,
  addressesValues,
  centreAddressBody,
  RESOURCE_SERVER_FIELDS,
  resourceBody,
  validateAddresses,
  type AddressesValues,
} from './addressesForm';
import { CompletenessStatus } from './CompletenessStatus';
import { useOwnProvider } from './useOwnProvider';
import { translateMessage, type FieldMessage } from '../../api/errorText';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../components/formErrorItems';

type ErrorKey = 'firstName' | 'lastName' | `provider.${AddressKey}` | `centre.${AddressKey}`;
const CENTRE_SERVER_FIELDS = Object.fromEntries(
  (['street', 'building', 'zipcode', 'city', 'state', 'country'] as const).map((k) => [`address.0.${k}`, `centre.${k}` as ErrorKey]),
);
const pick = (errors: Partial<Record<ErrorKey, FieldMessage>>, prefix: 'provider' | 'centre') =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${prefix}.`)).map(([k, v]) => [k.slice(prefix.length + 1), v]));

/** /tariff590/addresses (first step after sign-up): the therapist's name and address and the practice address. */
export function AddressesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user, activeCentre, reloadUser, reloadCentres } = useSession();
  const { centreId, providerId, provider } = useOwnProvider();
  const manager = isManagerOf(user, centreId);
  const centre = useApiQuery<Centre>(centreId ? `/api/centre/${encodeURIComponent(centreId)}/getCentre` : null);
  // Filled once the user, provider and centre are loaded; another clinic starts over.
  const { values, setValues, errors, setErrors, saving, submit } = useSettingsForm<AddressesValues | null, Partial<Record<ErrorKey, FieldMessage>>>(() => null, centreId ?? '');
  const ready = user && centre.data && (!providerId || provider.data);

  useEffect(() => {
    if (ready && !values) setValues(addressesValues(user, provider.data, centre.data));
  }, [ready, values, user, provider.data, centre.data]);

  const title = <Title title="tariff590.addresses.title" />;
  if (!centreId || !user) return <>{title}<NoClinic /></>;
  const failed = centre.error ?? provider.error;
  if (failed && !values) return <>{title}<LoadFailed error={failed} onRetry={() => void Promise.all([centre.reload(), provider.reload()])} /></>;
  if (!values || !centre.data) return <>{title}<PageLoading /></>;

  const status = addressesCompleteness(values);
  const update = (patch: Partial<AddressesValues>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };
  const err = (key: ErrorKey) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);

  const save = (thenNext: boolean) =>
    submit({
      validate: (v) => validateAddresses(v, Boolean(providerId)),
      request: async (v) => {
        if (providerId) {
          await apiFetch<{ user: User }>(`/api/users/${encodeURIComponent(user.user_id)}/resource`, { method: 'PATCH', body: resourceBody(v, centreId) });
        } else {
          await apiFetch<User>(`/api/user/${encodeURIComponent(user.user_id)}`, { method: 'POST', body: { firstName: v.firstName.trim(), lastName: v.lastName.trim() } });
        }
        if (manager) {
          centre.setData(await apiFetch<Centre>(`/api/centre/${encodeURIComponent(centreId)}/updateCentre`, { method: 'PATCH', body: centreAddressBody(v, centre.data!) }));
        }
      },
      afterSave: async () => {
        await Promise.all([reloadUser(), provider.reload(), reloadCentres().catch(() => undefined)]);
        notify('tariff590.addresses.saved', { type: 'success' });
        if (thenNext) navigate('/tariff590/profile');
      },
      serverErrors: (error) => ({ ...serverFieldErrors<ErrorKey>(error, RESOURCE_SERVER_FIELDS), ...serverFieldErrors<ErrorKey>(error, CENTRE_SERVER_FIELDS) }),
    })();

  return (
    <PageBody maxWidth={960}>
      {title}
      <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
      <Typography variant="overline">{translate('tariff590.step', { step: 1, of: 2 })}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('tariff590.addresses.intro')}</Typography>
      <Box aria-live="polite" sx={{ mb: 2 }}>
        <CompletenessStatus name="name" label={translate('tariff590.addresses.nameStatus')} complete={status.name} />
        {providerId && <CompletenessStatus name="providerAddress" label={translate('tariff590.addresses.providerStatus')} complete={status.providerAddress} />}
        <CompletenessStatus name="centreAddress" label={translate('tariff590.addresses.centreStatus')} complete={status.centreAddress} />
      </Box>
      <Section title={translate('tariff590.addresses.yourDetails')} subtitle={translate('tariff590.addresses.yourDetailsHint')} name="provider">
        <FieldGrid>
          <TextInput name="firstName" required label={translate('settings.account.firstName')} value={values.firstName}
            errorText={err('firstName')} onChange={(e) => update({ firstName: e.target.value })} />
          <TextInput name="lastName" required label={translate('settings.account.lastName')} value={values.lastName}
            errorText={err('lastName')} onChange={(e) => update({ lastName: e.target.value })} />
        </FieldGrid>
        {providerId && (
          <>
            <AddressFields namePrefix="provider." required value={values.provider} errors={pick(errors, 'provider')}
              onChange={(address) => update({ provider: address })} />
            <Button size="small" name="copyPracticeAddress" onClick={() => update({ provider: { ...values.centre } })}>
              {translate('tariff590.addresses.usePracticeAddress')}
            </Button>
          </>
        )}
      </Section>
      <Section title={translate('tariff590.addresses.practice', { clinic: activeCentre?.name ?? '' })} name="centre">
        {!manager && <Alert severity="info" sx={{ mb: 1 }}>{translate('tariff590.addresses.practiceManaged')}</Alert>}
        <AddressFields namePrefix="centre." required value={values.centre} errors={pick(errors, 'centre')} disabled={!manager}
          onChange={(address) => update({ centre: address })} />
        {manager && (
          <Button size="small" name="copyOwnAddress" onClick={() => update({ centre: { ...values.provider } })} disabled={!providerId}>
            {translate('tariff590.addresses.useOwnAddress')}
          </Button>
        )}
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 3 }}>
        <Button name="save" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save(false)}>
          {translate('common.save')}
        </Button>
        <Button name="next" variant="contained" endIcon={<ArrowForwardIcon />} disabled={saving || !status.all} onClick={() => void save(true)}>
          {translate('tariff590.next')}
        </Button>
      </Box>
      {!status.all && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>{translate('tariff590.addresses.completeToContinue')}</Typography>
      )}
    </PageBody>
  );
}
