/** Printing the agenda shows the list only: the app bar, the side menu and the page's controls are hidden. */
export const AGENDA_PRINT_STYLES = {
  '@media print': {
    '.RaAppBar-appBar, .RaSidebar-docked, .RaSidebar-root, .skip-nav-button, [data-print="hide"]': { display: 'none !important' },
    '.RaLayout-appFrame': { marginTop: '0 !important' },
    '.RaLayout-content': { padding: '0 !important' },
    body: { background: '#fff' },
    '[data-print="day"]': { breakInside: 'avoid' },
  },
} as const;
