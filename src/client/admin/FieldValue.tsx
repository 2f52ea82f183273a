/**
 * A field's value as text in lists and summaries: enum labels translated, dates as DD.MM.YYYY
 * (spec §9), amounts in francs from Rappen, booleans as a tick, references by their
 * representation.
 */
import CheckIcon from '@mui/icons-material/Check';
import { Chip, Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useContext } from 'react';
import { useGetManyAggregate, useLocaleState, useTranslate } from 'react-admin';
import { useScopedCentre } from './centreScope';
import { formatPhone } from '../../shared/phoneFormat';
import { SessionContext } from '../session/SessionContext';
import type { FieldSpec } from './listSpec';
import { formatMoney } from '../../shared/money/formatMoney';
import { recordDefinition, representRecord, valueAt } from './recordRegistry';

export const DATE_FORMAT = 'DD.MM.YYYY';


function ReferenceValue({ spec, ids }: { spec: FieldSpec; ids: string[] }) {
  const def = recordDefinition(spec.ref as string);
  const centreId = useScopedCentre();
  const { data } = useGetManyAggregate(def.resource, { ids, meta: { centreId } }, { enabled: ids.length > 0 });
  const labels = ids.map((id) => {
    const record = data?.find((r) => r && String(r.id) === id);
    return { id, label: record ? representRecord(def, record) : '' };
  });
  if (spec.kind === 'reference') return <>{labels[0]?.label ?? ''}</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {labels.filter((l) => l.label).map((l) => (
        <Chip key={l.id} size="small" label={l.label} />
      ))}
    </Stack>
  );
}

/** The active practice's country (its first address), Switzerland when none is given. */
function usePracticeCountry(): string {
  return useContext(SessionContext)?.activeCentre?.address?.[0]?.country || 'CH';
}

export function FieldValue({ spec, record }: { spec: FieldSpec; record: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const practiceCountry = usePracticeCountry();
  const value = valueAt(record, spec.field);
  if (value === undefined || value === null || value === '') return null;
  switch (spec.kind) {
    case 'enum': {
      const option = spec.options?.find((o) => o.value === String(value));
      return <>{option ? translate(option.label, { _: option.value }) : String(value)}</>;
    }
    case 'boolean':
      return value === true ? <CheckIcon fontSize="small" color="success" titleAccess={translate('common.yes')} /> : null;
    case 'date':
      return <>{dayjs(String(value)).format(DATE_FORMAT)}</>;
    case 'dateTime':
      return <>{dayjs(String(value)).format(`${DATE_FORMAT} HH:mm`)}</>;
    case 'money':
      return <>{typeof value === 'number' ? formatMoney(value, locale) : String(value)}</>;
    case 'phone': {
      const countryPhone = valueAt(record, 'countryPhone');
      // A number broken over lines is misread: it stays on one.
      return <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(String(value), typeof countryPhone === 'string' ? countryPhone : null, practiceCountry)}</span>;
    }
    case 'number':
      return <>{typeof value === 'number' ? new Intl.NumberFormat(`${locale}-CH`).format(value) : String(value)}</>;
    case 'reference':
      return <ReferenceValue spec={spec} ids={[String(value)]} />;
    case 'references':
      return Array.isArray(value) ? <ReferenceValue spec={spec} ids={value.map(String)} /> : null;
    case 'list':
      return <>{Array.isArray(value) ? value.map((v) => (typeof v === 'object' ? '' : String(v))).filter(Boolean).join(', ') : ''}</>;
    default:
      return <>{String(value)}</>;
  }
}
