/**
 * The actions row above every list (issue 13: toolbars wrapped into two or three ragged rows in
 * German and French). Only the primary action (usually "new …") keeps its text; the filter menu
 * and the secondary actions are icon buttons whose label is their tooltip and accessible name.
 * From sm up the row neither wraps nor shrinks: react-admin's filter form beside it takes what is
 * left (it asks for 100 % and used to squeeze the buttons into a column).
 */
import type { ReactElement, ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { FilterButton, TopToolbar, useTranslate } from 'react-admin';

export const LIST_TOOLBAR_TEST_ID = 'list-toolbar';

export interface ToolbarIconButtonProps {
  /** The button's name attribute (tests and analytics find it by it). */
  name: string;
  /** Translated label: tooltip and accessible name. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}

/** A secondary list action: an icon with its label as tooltip and accessible name. */
export function ToolbarIconButton({ name, label, icon, onClick, disabled }: ToolbarIconButtonProps) {
  const button = (
    <IconButton name={name} aria-label={label} color="primary" size="small" onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events: the span keeps its tooltip.
  return (
    <Tooltip title={label} describeChild={disabled}>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/**
 * react-admin's "add filter" menu as an icon. Its text stays in the button (font size 0), so the
 * button's accessible name is still "Add filter"; the tooltip shows it.
 */
export function FilterIconButton({ disableSaveQuery }: { disableSaveQuery?: boolean }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('ra.action.add_filter')} describeChild>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          '& .add-filter': { fontSize: 0, minWidth: 0, p: '5px', borderRadius: '50%' },
          '& .add-filter .MuiButton-startIcon': { m: 0 },
          '& .add-filter .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 20 },
        }}
      >
        <FilterButton disableSaveQuery={disableSaveQuery} />
      </Box>
    </Tooltip>
  );
}

export interface ListToolbarProps {
  /** The filter menu (react-admin lists with filters beyond the always-shown ones). */
  filterButton?: boolean;
  /** Saved filters live on the server (query lists), not in react-admin's browser store. */
  disableSaveQuery?: boolean;
  /** Secondary actions first (ToolbarIconButton), the primary one (a contained Button) last. */
  children?: ReactNode;
}

export function ListToolbar({ filterButton, disableSaveQuery, children }: ListToolbarProps) {
  return (
    <TopToolbar
      data-testid={LIST_TOOLBAR_TEST_ID}
      sx={{ alignItems: 'center', flexShrink: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 0.5, minHeight: { sm: 48 } }}
    >
      {filterButton && <FilterIconButton disableSaveQuery={disableSaveQuery} />}
      {children}
    </TopToolbar>
  );
}
