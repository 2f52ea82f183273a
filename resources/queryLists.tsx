/**
 * Saved list queries (behaviour §3 Centre: query lists): a name for a list filter, e.g. the
 * client list of one city and tag. They are saved from a list; here they are renamed or deleted,
 * the filter itself shown as what it selects.
 */
import { Chip, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { resourceFromRecord } from '../src/client/admin';

/** The stored filter, read-only, as "field: value" chips. */
function FilterSummaryField({ formData, schema }: FieldProps) {
  const translate = useTranslate();
  const entries = Object.entries((formData ?? {}) as Record<string, unknown>);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('records.queryList.filter')}</Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{translate('queryLists.noFilter')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={String(schema.title ?? 'filter')}>
          {entries.map(([key, value]) => (
            <Chip key={key} label={`${key === 'q' ? translate('common.search') : key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export const queryLists = resourceFromRecord('queryList', {
  list: { columns: ['name', 'resource'] },
  form: {
    groups: [{ name: 'query', title: 'queryLists.section', columns: 1, fields: ['name', 'filter', 'sort'] }],
    hidden: ['resource'],
    fields: { filter: { 'ui:field': 'filterSummary' } },
  },
  fields: { filterSummary: FilterSummaryField },
});
