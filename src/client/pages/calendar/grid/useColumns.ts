/**
 * Which therapists get a column in the day and week views (issue 9 §5 "choose which"): chosen per
 * centre in this browser; by default all, the signed-in user first.
 */
import { useCallback, useMemo, useState } from 'react';

export interface Therapist {
  id: string;
  name: string;
  colour?: string | null;
}

const storageKey = (centreId: string) => `kura.calendar.columns.${centreId}`;

function readChosen(centreId: string | null): string[] | null {
  if (!centreId) return null;
  try {
    const raw = localStorage.getItem(storageKey(centreId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** The signed-in user first, the others in the practice's order. */
export function orderTherapists(all: readonly Therapist[], userId: string | null): Therapist[] {
  const me = all.filter((t) => t.id === userId);
  return [...me, ...all.filter((t) => t.id !== userId)];
}

export function useColumns(centreId: string | null, all: readonly Therapist[], userId: string | null) {
  const [chosen, setChosen] = useState<{ centreId: string | null; ids: string[] | null }>(() => ({ centreId, ids: readChosen(centreId) }));
  const ids = chosen.centreId === centreId ? chosen.ids : readChosen(centreId);
  const ordered = useMemo(() => orderTherapists(all, userId), [all, userId]);
  const shown = useMemo(() => {
    const picked = ids ? ordered.filter((t) => ids.includes(t.id)) : ordered;
    return picked.length > 0 ? picked : ordered;
  }, [ordered, ids]);
  const choose = useCallback(
    (next: string[]) => {
      setChosen({ centreId, ids: next });
      if (centreId) localStorage.setItem(storageKey(centreId), JSON.stringify(next));
    },
    [centreId],
  );
  return { all: ordered, shown, choose };
}
