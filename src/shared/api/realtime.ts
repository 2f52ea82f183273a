/**
 * The live socket's wire contract (README "Live updates"): socket.io at `/socket.io`, websocket
 * transport only, handshake `auth: { token: <access token> }`, one room per centre.
 *
 * Payloads carry ids and counts only, never personal data (names, notes, times of a client's
 * appointment): a client that hears of a change refetches through the API, which applies the
 * access rules and writes the audit log.
 */

export const REALTIME_PATH = '/socket.io';

/**
 * What happened to the appointments named in an `appointment_changed` event. `details`: only what
 * is attached to them changed (billing, case, items, documents); their time, therapist and status
 * as far as it holds time did not, so nothing that reads free time needs to look again.
 */
export type AppointmentChangeKind = 'created' | 'updated' | 'details' | 'moved' | 'cancelled' | 'deleted';

export interface AppointmentChanged {
  centreId: string;
  appointmentIds: string[];
  kind: AppointmentChangeKind;
  /** The user who made the change; absent when the booking widget or a job did. */
  by?: string;
}

export interface InvoiceBulkStarted {
  centreId: string;
  bulkId: string;
  /** Invoices the run will create. */
  total: number;
  /** The user who started the run. */
  by?: string;
}

/** A group the bulk run could not invoice, with the translatable reason (errors.<code>). */
export interface InvoiceBulkFailure {
  appointmentIds: string[];
  code: string;
}

/**
 * The counts of wording.md §3 "Appointment process counts": `successful` invoices created,
 * `failed` groups that could not be invoiced, `skipped` appointments left out because they were
 * not billable when their turn came (billed meanwhile, no longer finished, unknown, no client).
 */
export interface InvoiceBulkCounts {
  successful: number;
  failed: number;
  skipped: number;
}

export interface InvoiceBulkProgress extends InvoiceBulkCounts {
  centreId: string;
  bulkId: string;
  /** Invoices handled so far (created + failed). */
  done: number;
  total: number;
}

export interface InvoiceBulkFinish extends InvoiceBulkCounts {
  centreId: string;
  bulkId: string;
  done: number;
  total: number;
  /** Each group that failed, with its reason. */
  failures: InvoiceBulkFailure[];
  /** `failed`: the run stopped before the end (e.g. the job gave up). */
  outcome: 'completed' | 'failed';
}

/** getInvoicesAsBulkPDF's run (jobId = the job's id): invoices drawn so far, and at the end the link to the file. */
export interface InvoiceBulkPdfProgress {
  centreId: string;
  jobId: string;
  done: number;
  total: number;
}

export interface InvoiceBulkPdfFinish extends InvoiceBulkPdfProgress {
  /** The invoices left out, each with the reason (errors.<code>): nothing to pay, account and reference disagree. */
  failures: { invoiceId: string; code: string }[];
  /** Signed link to the PDF (valid 5 minutes; GET /api/invoices/bulk-pdf/{jobId}/link gives a fresh one); null when nothing was drawn. */
  pdfTempLink: string | null;
  outcome: 'completed' | 'failed';
}

/**
 * Invoices whose status changed without anyone on a page (the daily dunning job made them OVERDUE
 * or REMINDER1–3): open finance lists and details refetch.
 */
export interface InvoicesChanged {
  centreId: string;
  invoiceIds: string[];
  kind: 'dunning';
}

/**
 * Events about one centre, sent to the sockets subscribed to it. The server's domain event bus
 * publishes them under the same names (src/server/events/bus.ts).
 */
export interface CentreEvents {
  appointment_changed: AppointmentChanged;
  invoice_bulk_started: InvoiceBulkStarted;
  invoice_bulk_progress: InvoiceBulkProgress;
  invoice_bulk_finish: InvoiceBulkFinish;
  invoice_bulk_pdf_started: InvoiceBulkPdfProgress;
  invoice_bulk_pdf_progress: InvoiceBulkPdfProgress;
  invoice_bulk_pdf_finish: InvoiceBulkPdfFinish;
  invoices_changed: InvoicesChanged;
}
export type CentreEventName = keyof CentreEvents;

/** Every centre event name, for code that forwards or listens to all of them. */
export const CENTRE_EVENT_NAMES = [
  'appointment_changed',
  'invoice_bulk_started',
  'invoice_bulk_progress',
  'invoice_bulk_finish',
  'invoice_bulk_pdf_started',
  'invoice_bulk_pdf_progress',
  'invoice_bulk_pdf_finish',
  'invoices_changed',
] as const satisfies readonly CentreEventName[];

/** The server ended a subscription: the user is no longer a member of that centre. */
export interface SubscriptionEnded {
  centreId: string;
  reason: 'membershipEnded';
}

type Handlers<Events> = { [K in keyof Events]: (payload: Events[K]) => void };

/** Server → client (socket.io `ServerToClientEvents`). */
export type ServerToClientEvents = Handlers<CentreEvents> & {
  subscription_ended: (payload: SubscriptionEnded) => void;
};
export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<K extends ServerEventName> = Parameters<ServerToClientEvents[K]>[0];

export interface SubscribeRequest {
  centreId: string;
}

/**
 * `notFound`: not a centre of the user (unknown and foreign ids answer alike);
 * `badRequest`: no centre id; `superseded`: a later subscribe replaced this one;
 * `tooManyRequests`: too many subscribes in a short time; `unavailable`: the server could not check.
 * A token that expired or a session that ended since the handshake gets no answer: the server
 * disconnects the socket.
 */
export type SubscribeErrorCode = 'notFound' | 'badRequest' | 'superseded' | 'tooManyRequests' | 'unavailable';
export type SubscribeAck = { ok: true; centreId: string } | { ok: false; code: SubscribeErrorCode };

/** Client → server (socket.io `ClientToServerEvents`). */
export interface ClientToServerEvents {
  /** Joins the centre's room and leaves the previous one (one centre at a time, the active one). */
  subscribe: (request: SubscribeRequest, ack: (reply: SubscribeAck) => void) => void;
}

/**
 * `connect_error` carries `data.code`: `unauthorized` when the token was missing, invalid or
 * expired or its session ended; `unavailable` when the server could not check it.
 */
export type ConnectErrorCode = 'unauthorized' | 'unavailable';
export interface ConnectErrorData {
  code: ConnectErrorCode;
}
