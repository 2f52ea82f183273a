/**
 * react-big-calendar's markup fails axe rules (issue 13): all-day rows have role="row" without
 * cells or grid, and the scrolling time grid cannot be reached by keyboard. Until the library fixes its
 * markup, this keeps the rendered grid corrected: rows without cells or outside a grid lose the role, and the time grid
 * becomes a focusable, labelled region. (Its day headers are rendered without a role: `DayHeader`.)
 */
import { createElement, useEffect, type RefObject } from 'react';

function correct(root: HTMLElement, label: string) {
  // The week view's header (day names, all-day row) uses table roles without a table around them:
  // it is read as plain content instead.
  for (const el of root.querySelectorAll<HTMLElement>('.rbc-time-header [role="rowgroup"], .rbc-time-header [role="row"], .rbc-time-header [role="cell"], .rbc-time-header [role="gridcell"]')) {
    el.removeAttribute('role');
  }
  for (const row of root.querySelectorAll<HTMLElement>('[role="row"]')) {
    const hasCells = row.querySelector('[role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]');
    const inGrid = row.parentElement?.closest('[role="grid"], [role="table"], [role="treegrid"], table');
    if (!hasCells || !inGrid) row.removeAttribute('role');
  }
  for (const grid of root.querySelectorAll<HTMLElement>('.rbc-time-content')) {
    if (grid.tabIndex !== 0) grid.tabIndex = 0;
    if (!grid.getAttribute('role')) grid.setAttribute('role', 'region');
    if (grid.getAttribute('aria-label') !== label) grid.setAttribute('aria-label', label);
  }
}

export function useCalendarA11y(ref: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    correct(root, label);
    const observer = new MutationObserver(() => correct(root, label));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, label]);
}

/** A day's column header as plain text (the library's adds role="columnheader" outside any row). */
export const DayHeader = ({ label }: { label: string }) => createElement('span', null, label);
