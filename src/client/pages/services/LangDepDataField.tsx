/**
 * The service name per interface language (langDepData: [{langKey, name}]): one input per
 * language instead of a list editor; empty ones are left out.
 */
import { Box, TextField, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../shared/languages';

interface LangName {
  langKey: string;
  name: string;
}

export function LangDepDataField(props: FieldProps) {
  const translate = useTranslate();
  const list: LangName[] = Array.isArray(props.formData) ? (props.formData as LangName[]) : [];
  const nameOf = (lng: string) => list.find((l) => l.langKey === lng)?.name ?? '';
  const change = (lng: string, name: string) => {
    const next = LANGUAGES.map((l) => ({ langKey: l, name: l === lng ? name : nameOf(l) })).filter((l) => l.name !== '');
    props.onChange(next, props.fieldPathId.path);
  };
  const base = props.fieldPathId.name ?? 'langDepData';
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('services.builder.languagesHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {LANGUAGES.map((lng) => (
          <TextField
            key={lng}
            name={`${base}.${lng}`}
            label={`${translate('records.service.langDepData_name')} (${translate(`records._defs.langKey.${lng}`)})`}
            value={nameOf(lng)}
            disabled={props.disabled || props.readonly}
            onChange={(e) => change(lng, e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ))}
      </Box>
    </Box>
  );
}
