/** The `?id=` value of a dialog page that creates a record. */
export const NEW_RECORD = 'new';

/** The spec-style paths of a dialog page (RecordDialogPage): the list, ?id=<id> and ?id=new. */
export function dialogPaths(list: string) {
  return { list, edit: (id: string) => `${list}?id=${encodeURIComponent(id)}`, create: `${list}?id=${NEW_RECORD}` };
}
