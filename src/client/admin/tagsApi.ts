/**
 * Tags through the spec's calls (§7): GET /api/tags lists the centre's tags ({_id, value}),
 * POST /api/tags {value} creates one (the server answers the existing tag for a known value).
 * Saving tags first creates the missing ones (spec §5).
 */
import { apiFetch } from '../api/http';

export interface TagRecord {
  _id: string;
  value: string;
}

const MAX_TAGS = 1000;

export function listTags(centreId: string): Promise<TagRecord[]> {
  const query = new URLSearchParams({ centreId, sort: JSON.stringify(['value', 'ASC']), range: JSON.stringify([0, MAX_TAGS - 1]) });
  return apiFetch<TagRecord[]>(`/api/tags?${query.toString()}`);
}

export function createTag(centreId: string, value: string): Promise<TagRecord> {
  return apiFetch<TagRecord>(`/api/tags?centreId=${encodeURIComponent(centreId)}`, { method: 'POST', body: { value } });
}

/** The ids of these tag values, creating the tags that do not exist yet (case-insensitive match). */
export async function ensureTagIds(centreId: string, values: string[]): Promise<string[]> {
  const wanted = [...new Map(values.map((v) => v.trim()).filter(Boolean).map((v) => [v.toLowerCase(), v])).values()];
  if (wanted.length === 0) return [];
  const known = new Map((await listTags(centreId)).map((t) => [t.value.toLowerCase(), t._id]));
  const ids: string[] = [];
  for (const value of wanted) {
    const id = known.get(value.toLowerCase()) ?? (await createTag(centreId, value))._id;
    ids.push(id);
  }
  return ids;
}
