/**
 * The typed e-mail's contacts in the user's other practices, looked up once typing pauses
 * (debounced) and only for a valid e-mail. A failed lookup just shows no hint: it is a help,
 * not part of creating the contact.
 */
import { useEffect, useState } from 'react';
import type { CommonContactMatch } from '../../../../shared/api/commonContacts';
import { isValidEmail } from '../../../../shared/validators/email';
import { findCommonContacts } from './commonContactsApi';

export const LOOKUP_DELAY_MS = 400;

export interface CommonContactMatches {
  /** The e-mail the matches belong to (trimmed, lower case). */
  email: string;
  /** Matches in practices other than the current one, most recently updated first. */
  matches: CommonContactMatch[];
}

const NONE: CommonContactMatches = { email: '', matches: [] };

export function useCommonContactMatches(typed: unknown, centreId: string | null): CommonContactMatches {
  const email = typeof typed === 'string' ? typed.trim().toLowerCase() : '';
  const valid = email !== '' && isValidEmail(email);
  const [found, setFound] = useState<CommonContactMatches>(NONE);

  useEffect(() => {
    if (!valid || !centreId) {
      setFound(NONE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findCommonContacts(email, controller.signal)
        .then((all) => {
          const matches = all.filter((m) => m.centre.id !== centreId).sort((a, b) => b.contact.updatedAt.localeCompare(a.contact.updatedAt));
          if (!controller.signal.aborted) setFound({ email, matches });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound(NONE);
        });
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, valid, centreId]);

  // A hint for an e-mail the field no longer holds is never shown.
  return found.email === email ? found : NONE;
}
