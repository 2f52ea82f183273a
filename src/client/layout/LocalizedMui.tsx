/**
 * MUI's own texts in the interface language from Kura's catalogue (issue 13: the Autocomplete's
 * "Clear" and "Open" buttons were read out in English on German pages): Autocomplete, Alert,
 * pagination, breadcrumbs and progress indicators get their labels as theme default props, so
 * every use is covered.
 */
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

export function LocalizedMui({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useMemo(() => {
    const pageLabel = (type: PageItem | string, page?: number | null, selected?: boolean) =>
      type === 'page'
        ? translate(selected ? 'common.pagination.current' : 'common.pagination.page', { page })
        : translate(`common.pagination.${type}`, { _: type });
    const components = {
      MuiAutocomplete: {
        defaultProps: {
          clearText: translate('common.clear'),
          openText: translate('common.open'),
          closeText: translate('common.close'),
          loadingText: translate('common.loading'),
          noOptionsText: translate('common.noOptions'),
        },
      },
      MuiAlert: { defaultProps: { closeText: translate('common.close') } },
      MuiTablePagination: { defaultProps: { getItemAriaLabel: (type: PageItem) => pageLabel(type) } },
      MuiPagination: { defaultProps: { getItemAriaLabel: pageLabel } },
      MuiBreadcrumbs: { defaultProps: { expandText: translate('common.showPath') } },
      // A progress bar without a name is read out as just "progress bar" (axe: aria-progressbar-name).
      MuiCircularProgress: { defaultProps: { 'aria-label': translate('common.loading') } },
      MuiLinearProgress: { defaultProps: { 'aria-label': translate('common.loading') } },
    };
    return (outer: Theme): Theme => {
      const merged = { ...outer.components } as Record<string, { defaultProps?: object }>;
      for (const [name, own] of Object.entries(components)) merged[name] = { ...merged[name], defaultProps: { ...merged[name]?.defaultProps, ...own.defaultProps } };
      return { ...outer, components: merged as Theme['components'] };
    };
    // The catalogue changes with the language.
  }, [translate, locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
