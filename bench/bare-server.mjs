// The ceiling for the sale benchmark: Fastify parsing a JSON body and one INSERT through pg,
// nothing else (no sign-in, no checks, no limits). Started by bench/sell.mjs.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query('CREATE TABLE IF NOT EXISTS bench_bare_sales (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())');

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.post('/sales', async (request) => {
  const { rows } = await pool.query('INSERT INTO bench_bare_sales (body) VALUES ($1) RETURNING id', [request.body]);
  return { id: rows[0].id };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
