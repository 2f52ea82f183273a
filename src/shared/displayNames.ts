/**
 * How people and services are named in messages and on the public pages: one rule each, so a
 * therapist or a service reads the same in a reminder, a waitlist offer and the booking page.
 */

/** "Lea Muster": the parts that are there, trimmed; '' when there are none. */
export const personName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined): string =>
  p ? [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ') : '';

/** A service's name in `language` when it has one there (langDepData), else its own name. */
export const serviceNameIn = (s: { name: string; langDepData: { langKey: string; name?: string | null }[] }, language: string): string =>
  s.langDepData.find((l) => l.langKey === language)?.name || s.name;
