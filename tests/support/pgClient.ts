/** One PostgreSQL connection for the test helpers' administrative work (databases, tablespaces, templates). */
import pg from 'pg';

/** Runs work on a fresh connection to url and closes it again, whatever happens. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs work holding a session advisory lock (key: any fixed number), so parallel runs do it one at a time. */
export async function withAdvisoryLock<T>(client: pg.Client, key: number, work: () => Promise<T>): Promise<T> {
  await client.query('SELECT pg_advisory_lock($1)', [key]);
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]);
  }
}
