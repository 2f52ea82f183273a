/** The placeholders an invoice template may use, grouped, with their meaning as a tooltip; a click inserts one. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  INVOICE_ITEM_PLACEHOLDERS,
  INVOICE_ITEMS_SECTION,
  INVOICE_PLACEHOLDER_GROUPS,
  invoicePlaceholderToken,
  type InvoiceItemPlaceholder,
  type InvoicePlaceholder,
} from '../../../shared/invoiceTemplatePlaceholders';

type Name = InvoicePlaceholder | InvoiceItemPlaceholder | typeof INVOICE_ITEMS_SECTION;

const GROUPS: [string, readonly Name[]][] = [
  ...Object.entries(INVOICE_PLACEHOLDER_GROUPS),
  ['items', [INVOICE_ITEMS_SECTION, ...INVOICE_ITEM_PLACEHOLDERS]],
];

export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate('invoiceTemplates.preview.insert')}>
      {GROUPS.map(([group, names]) => (
        <Stack key={group} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
          <Typography variant="caption" sx={{ minWidth: 80, color: 'text.secondary' }}>
            {translate(`invoiceTemplates.groups.${group}`)}
          </Typography>
          {names.map((name) => (
            <Chip
              key={name}
              size="small"
              label={name === INVOICE_ITEMS_SECTION ? `{{#${name}}}` : `{{${name}}}`}
              title={translate(`invoiceTemplates.placeholders.${name}`)}
              aria-label={`${name}: ${translate(`invoiceTemplates.placeholders.${name}`)}`}
              // Keep the cursor and selection in the text field while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(invoicePlaceholderToken(name))}
            />
          ))}
        </Stack>
      ))}
    </Box>
  );
}
