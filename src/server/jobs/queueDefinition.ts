/**
 * How a queue is declared: its payload type (through the map the JobQueue is typed with), its
 * pg-boss policy and retries, and whether it repeats. Kept apart from the app's own queue list
 * (queues.ts) so tests can declare probe queues on the same machinery.
 */

/** pg-boss queue policies: `stately` keeps at most one waiting and one running job per singletonKey. */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type Repeat =
  /** A cron schedule (pg-boss `schedule`, minute resolution), evaluated in the time zone given. */
  | { cron: string; tz?: string }
  /**
   * Every N seconds (below pg-boss cron's one minute): each run sends the next one; a cron
   * schedule each minute restarts the chain if a crash broke it. Needs policy `stately`.
   */
  | { everySeconds: number };

export interface QueueDefinition {
  policy: QueuePolicy;
  /** Retries after a failed run (default 2); 0 for repeating queues, whose next run is the retry. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run still active after this long counts as failed (its process died): retried or given up. */
  expireInSeconds?: number;
  repeat?: Repeat;
  /** Send one job when the queue starts (e.g. a daily job also runs after a restart). */
  runAtStart?: boolean;
}

/** An interface mapping each queue name to the data its jobs carry. */
export type QueueMap = object;

export type QueueName<P extends QueueMap> = keyof P & string;

export type QueueDefinitions<P extends QueueMap> = { [Q in QueueName<P>]: QueueDefinition };
