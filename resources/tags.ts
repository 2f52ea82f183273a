/**
 * Tags of the centre's contacts (spec §3 Tag): a plain record, so its list and forms are the
 * generic ones at /tags (reached from the client list). Contacts pick tags as chips.
 */
import { resourceFromRecord } from '../src/client/admin';

export const tags = resourceFromRecord('tag', { list: { title: 'clients.tags.title' } });
