/**
 * The safety net behind validation: a database refusal of the input (SQLSTATE class 22, data exception) or of
 * its effect (class 23, integrity violation) answers 400 / 409 in the API's error shape, logged at warn, on both
 * databases. Raised here by handing the database the values validation normally stops.
 */
import { sql } from 'kysely';
import Fastify from 'fastify';
import { errorHandler } from '../../src/errors';
import { installRequestId } from '../../src/request-id';
import { testDatabase } from './helpers';

let db: Awaited<ReturnType<typeof testDatabase>>;
const warnings: string[] = [];
const app = Fastify({
  logger: {
    level: 'warn',
    stream: { write: (line: string) => void warnings.push(line) },
  },
});

beforeAll(async () => {
  db = await testDatabase();
  await sql`create table probe (id integer primary key, note text)`.execute(db.db);
  await sql`insert into probe values (1, 'one')`.execute(db.db);
  installRequestId(app);
  app.setErrorHandler(errorHandler);
  app.post('/probe/:case', async (request) => {
    const which = (request.params as { case: string }).case;
    if (which === 'nul') await sql`insert into probe values (2, ${'a\u0000b'})`.execute(db.db);
    if (which === 'range') await sql`insert into probe values (${2 ** 31}, 'big')`.execute(db.db);
    if (which === 'fraction') await sql`insert into probe values (${'1.5'}::text::integer, 'x')`.execute(db.db);
    if (which === 'duplicate') await sql`insert into probe values (1, 'again')`.execute(db.db);
    if (which === 'other') await sql`select * from no_such_table`.execute(db.db);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.db.destroy();
  await db.drop();
});

test.each([
  ['nul', 400, 'bad_request'],
  ['range', 400, 'bad_request'],
  ['fraction', 400, 'bad_request'],
  ['duplicate', 409, 'conflict'],
])('%s → %i %s, logged at warn', async (which, status, code) => {
  warnings.length = 0;
  const res = await app.inject({ method: 'POST', url: `/probe/${which}` });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ errors: [{ code, message: expect.any(String) }], request_id: expect.any(String) });
  expect(warnings.map((l) => JSON.parse(l) as { level: number; msg: string })).toContainEqual(
    expect.objectContaining({ level: 40, msg: 'database refused the input' }),
  );
});

test('any other database failure is still a 500 for us to fix, not blamed on the client', async () => {
  const res = await app.inject({ method: 'POST', url: '/probe/other' });
  expect(res.statusCode).toBe(500);
  expect(res.json().errors[0].code).toBe('internal_error');
});
