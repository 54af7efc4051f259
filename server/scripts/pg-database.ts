/** Throwaway PostgreSQL databases for the test suite (test:pg) and the benchmark. */
import pg from 'pg';

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server at `serverUrl`; its URL, and `drop` to remove it with its connections. */
export async function createDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`) };
}
