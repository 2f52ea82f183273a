import { useEffect } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import { LinkBase, Title, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Centre, CentreProvider } from '../../../shared/api/contracts';
import { apiFetch } from '../../api/http';
import { TextInput } from '../../components/TextInput';
import { useSession } from '../../session/SessionProvider';
import { UNKNOWN_ZSR } from '../../../shared/businessNumbers';
import { hasValidZsr } from '../../../shared/completeness';
import { LoadFailed, NoClinic, PageBody, PageLoading } from '../../components/PageStates';
import { isManagerOf } from '../../session/roles';
import { FieldGrid, Section } from '../../components/Section';
import { serverFieldErrors } from '../../api/serverFieldErrors';
import { translateMessage } from '../../api/errorText';
import { useApiQuery } from '../../api/useApiQuery';
import { useSettingsForm } from '../../components/useSettingsForm';
import { CompletenessStatus } from './CompletenessStatus';
import {
  CENTRE_NUMBERS,
  centreNumbersBody,
  PROVIDER_NUMBERS,
  providerComplete,
  providerNumbersBody,
  profileValues,
  validateProfile,
  type ProfileErrors,
  type ProfileValues,
} from './profileForm';
import { useOwnProvider } from './useOwnProvider';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../components/formErrorItems';

type ErrorKey = keyof ProfileErrors;
const CENTRE_SERVER_FIELDS: Record<string, ErrorKey> = {
  'businessInfo.zsrNumber': 'centre.zsrNumber',
  'businessInfo.gln': 'centre.gln',
  'businessInfo.taxNumber': 'centre.taxNumber',
  'businessInfo.businessNumber': 'centre.uid',
};

/** /tariff590/profile (second step): ZSR, GLN and further numbers of the therapist and the practice. */
export function ProfilePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user, reloadCentres } = useSession();
  const { centreId, providerId, provider } = useOwnProvider();
  const manager = isManagerOf(user, centreId);
  const centre = useApiQuery<Centre>(centreId ? `/api/centre/${encodeURIComponent(centreId)}/getCentre` : null);
  // Filled once the provider and centre are loaded; another clinic starts over.
  const { values, setValues, errors, setErrors, saving, submit } = useSettingsForm<ProfileValues | null, ProfileErrors>(() => null, centreId ?? '');

  useEffect(() => {
    if (!values && centre.data && (!providerId || provider.data)) setValues(profileValues(provider.data, centre.data));
  }, [values, centre.data, provider.data, providerId]);

  const title = <Title title="tariff590.profile.title" />;
  if (!centreId || !user) return <>{title}<NoClinic /></>;
  const failed = centre.error ?? provider.error;
  if (failed && !values) return <>{title}<LoadFailed error={failed} onRetry={() => void Promise.all([centre.reload(), provider.reload()])} /></>;
  if (!values || !centre.data) return <>{title}<PageLoading /></>;

  // The status follows the fields on screen: an invalid number is shown red and counts as missing.
  const onScreen = validateProfile(values, manager);
  const providerValid = PROVIDER_NUMBERS.every((n) => !onScreen[`provider.${n}`]);
  const complete = providerComplete(user, provider.data, values) && providerValid;
  const zsrComplete = hasValidZsr(values.provider.ZSR);
  const finishable = Object.keys(onScreen).length === 0 && (!providerId || complete);
  const unknownZsr = values.provider.ZSR === UNKNOWN_ZSR;
  const err = (key: ErrorKey) => {
    const message = errors[key] ?? onScreen[key];
    return message ? translateMessage(translate, message) : undefined;
  };
  const setProvider = (name: (typeof PROVIDER_NUMBERS)[number], value: string) => {
    setValues({ ...values, provider: { ...values.provider, [name]: value } });
    setErrors({ ...errors, [`provider.${name}`]: undefined });
  };
  const setCentre = (name: (typeof CENTRE_NUMBERS)[number], value: string) => {
    setValues({ ...values, centre: { ...values.centre, [name]: value } });
    setErrors({ ...errors, [`centre.${name}`]: undefined });
  };

  const providerBodyOf = (v: ProfileValues) => (provider.data ? providerNumbersBody(v, provider.data) : null);
  const save = (thenNext: boolean) =>
    submit({
      validate: (v) => validateProfile(v, manager),
      request: async (v) => {
        const providerBody = providerBodyOf(v);
        if (providerBody && providerId) {
          provider.setData(await apiFetch<CentreProvider>(`/api/centre/${encodeURIComponent(centreId)}/centreProvider/${encodeURIComponent(providerId)}`, { method: 'PATCH', body: providerBody }));
        }
        if (manager) {
          centre.setData(await apiFetch<Centre>(`/api/centre/${encodeURIComponent(centreId)}/updateCentre`, { method: 'PATCH', body: centreNumbersBody(v, centre.data!) }));
        }
      },
      afterSave: () => {
        void reloadCentres().catch(() => undefined);
        notify('tariff590.profile.saved', { type: 'success' });
        if (thenNext) navigate('/calendar');
      },
      // The provider's numbers are a list on the server: BusinessNumber.<i> names one of our fields.
      serverErrors: (error, v) => {
        const providerFields: Record<string, ErrorKey> = {};
        providerBodyOf(v)?.BusinessNumber.forEach((b, i) => {
          if ((PROVIDER_NUMBERS as readonly string[]).includes(b.name)) providerFields[`BusinessNumber.${i}`] = `provider.${b.name}` as ErrorKey;
        });
        return { ...serverFieldErrors<ErrorKey>(error, providerFields), ...serverFieldErrors<ErrorKey>(error, CENTRE_SERVER_FIELDS) };
      },
    })();

  return (
    <PageBody maxWidth={960}>
      {title}
      <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
      <Typography variant="overline">{translate('tariff590.step', { step: 2, of: 2 })}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('tariff590.profile.intro')}</Typography>
      <Box aria-live="polite" sx={{ mb: 2 }}>
        <CompletenessStatus name="zsr" label={translate('tariff590.profile.zsrStatus')} complete={zsrComplete} />
        <CompletenessStatus name="provider" label={translate('tariff590.profile.providerStatus')} complete={complete} />
      </Box>
      {!complete && zsrComplete && providerValid && (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button component={LinkBase} to="/tariff590/addresses" color="inherit" size="small">{translate('tariff590.profile.toAddresses')}</Button>}>
          {translate('tariff590.profile.addressMissing')}
        </Alert>
      )}
      {providerId && (
        <Section title={translate('tariff590.profile.yourNumbers')} name="provider">
          <FieldGrid>
            {PROVIDER_NUMBERS.map((name) => (
              <TextInput key={name} name={`provider.${name}`} required={name === 'ZSR'} label={translate(`settings.therapist.numberLabels.${name}`)}
                value={values.provider[name]} disabled={name === 'ZSR' && unknownZsr} errorText={err(`provider.${name}`)}
                helperText={name === 'ZSR' ? translate('tariff590.profile.zsrHint') : name === 'GLN' ? translate('settings.businessInfo.glnHint') : undefined}
                onChange={(e) => setProvider(name, e.target.value)} />
            ))}
          </FieldGrid>
          <FormControlLabel
            control={<Checkbox name="unknownZsr" checked={unknownZsr} onChange={(e) => setProvider('ZSR', e.target.checked ? UNKNOWN_ZSR : '')} />}
            label={translate('tariff590.profile.noZsrYet', { unknown: UNKNOWN_ZSR })}
          />
        </Section>
      )}
      <Section title={translate('tariff590.profile.practiceNumbers')} subtitle={translate('tariff590.profile.practiceNumbersHint')} name="centre">
        {!manager && <Alert severity="info" sx={{ mb: 1 }}>{translate('tariff590.addresses.practiceManaged')}</Alert>}
        <FieldGrid>
          {CENTRE_NUMBERS.map((name) => (
            <TextInput key={name} name={`centre.${name}`} label={translate(`settings.businessInfo.fields.${name}`)} value={values.centre[name]}
              disabled={!manager} errorText={err(`centre.${name}`)} onChange={(e) => setCentre(name, e.target.value)} />
          ))}
        </FieldGrid>
      </Section>
      <Box sx={{ display: 'flex', gap: 1, mb: 3 }}>
        <Button component={LinkBase} to="/tariff590/addresses" startIcon={<ArrowBackIcon />}>{translate('common.back')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button name="save" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save(false)}>
          {translate('common.save')}
        </Button>
        <Button name="next" variant="contained" endIcon={<ArrowForwardIcon />} disabled={saving || !finishable} onClick={() => void save(true)}>
          {translate('tariff590.profile.finish')}
        </Button>
      </Box>
    </PageBody>
  );
}
