/** Routes of the booking inbox (behaviour.md §2 "Inbox"), for the routing table and the pages. */
export const INBOX_REQUESTS_PATH = '/inbox/new-appointments';
export const INBOX_CANCELLED_PATH = '/inbox/cancelled-appointments';
/** The booking waitlist beside the inbox (issue 10 §6). */
export const INBOX_WAITLIST_PATH = '/inbox/waitlist';
