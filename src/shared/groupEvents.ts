/**
 * Group events (issue 9 §1): a slot of a service flagged groupEvent takes up to its
 * numberOfPeople clients. The slot's first appointment and every entry that joined it count, as
 * long as their status holds a place (cancelled, denied and deleted ones free theirs).
 */
export const PLACE_FREEING_STATUSES = ['CANCELLED', 'DENIED', 'DELETED'] as const;

export interface GroupMember {
  status: string;
  contactId: string | null;
}

const holdsPlace = (m: GroupMember) => !(PLACE_FREEING_STATUSES as readonly string[]).includes(m.status);

/** Places taken in a slot (the slot's own appointment included when it holds one). */
export const placesTaken = (members: readonly GroupMember[]): number => members.filter(holdsPlace).length;

export type JoinRefusal = 'groupEventFull' | 'groupEventAlreadyJoined' | null;

/** Why a client may not join the slot, or null when they may. */
export function joinRefusal(capacity: number, members: readonly GroupMember[], contactId: string | null): JoinRefusal {
  const live = members.filter(holdsPlace);
  if (contactId !== null && live.some((m) => m.contactId === contactId)) return 'groupEventAlreadyJoined';
  return live.length >= capacity ? 'groupEventFull' : null;
}
