/**
 * Keeps react-big-calendar's day columns mounted when the week changes (issue 9 §5: "next" to a
 * week of 500 appointments painted within 200 ms, `npm run bench`).
 *
 * The library keys each day column by therapist and *date*, so every "next" unmounts all
 * columns (70 for ten therapists) and mounts new ones: the drag-and-drop addon then measures
 * each new column's scroll parent (a forced layout per column) and React rebuilds some 7,500
 * slot elements. Keyed by therapist and weekday, the columns stay and React only updates what
 * differs; the column component follows a new date on update (its slot metrics and the "now"
 * line are recomputed in render and componentDidUpdate).
 *
 * The build fails if the library's code no longer reads as expected (an upgrade must look again).
 */
import type { Plugin } from 'vite';

/** react-big-calendar's ES build, the file the build's calendar plugins read (here and lazyCalendarOverlay.ts). */
export const LIBRARY_FILE = /[\\/]react-big-calendar[\\/]dist[\\/]react-big-calendar\.esm\.js$/;
const DATE_KEY = 'key: "".concat(id, "-").concat(date),';
const WEEKDAY_KEY = 'key: "".concat(id, "-").concat(date.getDay()),';

export function stableDayColumns(): Plugin {
  return {
    name: 'kura-stable-day-columns',
    transform(code, id) {
      if (!LIBRARY_FILE.test(id)) return null;
      const at = code.indexOf(DATE_KEY);
      if (at < 0 || code.indexOf(DATE_KEY, at + 1) >= 0) {
        throw new Error(`${id}: the day column's key is not where scripts/vite/stableDayColumns.ts expects it (react-big-calendar upgraded?)`);
      }
      return { code: code.replace(DATE_KEY, WEEKDAY_KEY), map: null };
    },
  };
}
