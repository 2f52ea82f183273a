import type { SxProps, Theme } from '@mui/material';

/**
 * The layout every react-admin list shares. On a phone nothing widens the page: the list's main
 * column may shrink below its table's width, and a table still too wide scrolls inside its
 * wrapper, not the card (the bulk actions bar sits above the card's top edge and a scrolling card
 * would clip it away). An aside (saved filters) goes below the list on narrow screens.
 */
export function listSx({ aside = false }: { aside?: boolean } = {}): SxProps<Theme> {
  return {
    '& .RaList-main': { minWidth: 0 },
    '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
    '& .RaFilterForm-root .MuiFormControl-root': { maxWidth: '100%' },
    ...(aside ? { flexDirection: { xs: 'column', md: 'row' } } : {}),
  };
}
