/**
 * Which columns of a list a phone shows (issue 13: a 390 px table must not be cut off at the
 * right): the resource's two or three key columns, the rest in the row's detail. Pure, so the
 * rule is tested without a browser; ResponsiveDatagrid and ResponsiveTable apply it.
 */

/** How many columns a phone shows when the resource names no key columns. */
export const DEFAULT_PHONE_COLUMNS = 2;
/** More key columns than this do not fit beside the row's checkbox and detail toggle. */
export const MAX_PHONE_COLUMNS = 3;

export interface PhoneColumns {
  /** Indexes of the columns shown in the row, in the list's order. */
  shown: number[];
  /** Indexes of the columns shown in the row's detail, in the list's order. */
  hidden: number[];
}

/**
 * `columns`: each column's field (source), or null for a column without one (row actions such
 * as edit or restore: they stay in the row, a tap must reach them). `keyColumns`: the fields the
 * resource declares; unknown ones are skipped, at most MAX_PHONE_COLUMNS count. Without any
 * known key column the first DEFAULT_PHONE_COLUMNS fields are shown.
 */
export function phoneColumns(columns: readonly (string | null)[], keyColumns?: readonly string[]): PhoneColumns {
  const fields = columns.flatMap((field, index) => (field === null ? [] : [{ field, index }]));
  const declared = (keyColumns ?? []).filter((key, i, all) => all.indexOf(key) === i && fields.some((f) => f.field === key)).slice(0, MAX_PHONE_COLUMNS);
  const keys = new Set(declared.length > 0 ? declared : fields.slice(0, DEFAULT_PHONE_COLUMNS).map((f) => f.field));
  const shown: number[] = [];
  const hidden: number[] = [];
  const taken = new Set<string>();
  columns.forEach((field, index) => {
    // A field listed twice (e.g. a formatted and a raw amount) is shown once; its twin goes to the detail.
    if (field === null || (keys.has(field) && !taken.has(field))) {
      shown.push(index);
      if (field !== null) taken.add(field);
    } else hidden.push(index);
  });
  return { shown, hidden };
}
