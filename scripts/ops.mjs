// `npm run ops -- order|trip <id> <status>`: moves a store or parcel order, or a rental trip / car-market order,
// along its flow through the operator API (OPERATOR_API_KEY, or the local site's key; MART_API_URL).
// `npm run ops -- outbound`: the outbound text and mail caps, their busiest keys now and their refusals today.
// `npm run ops -- outbox [failed|<id>|retry <id>]`: the outbox's delivery (issue 39).
import { localOperatorKey } from './lib.mjs';

const [kind, id, status] = process.argv.slice(2);
const api = process.env.MART_API_URL ?? 'http://localhost:4000';

/** GET or POST an operator route; exits with the API's message when it refuses. */
async function operator(path, init = {}) {
  const res = await fetch(`${api}/api/v1/operator/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-operator-key': localOperatorKey() },
  }).catch((e) => {
    console.error(`the API at ${api} did not answer: ${e.message}`);
    process.exit(1);
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    console.error(`${res.status}: ${body.errors?.[0]?.message ?? res.statusText}`);
    process.exit(1);
  }
  return body;
}

if (kind === 'outbound') {
  const { caps } = await operator('outbound');
  for (const c of caps) {
    const busiest = c.current.map((k) => `${k.key} ${k.count}`).join(', ') || '—';
    console.log(
      `${c.cap.padEnd(14)} ${String(c.limit).padStart(6)} / ${c.window_seconds}s  refused (24 h): ${c.refused_last_day}  now: ${busiest}`,
    );
  }
  process.exit(0);
}
if (kind === 'outbox') {
  // `outbox`: counts and the newest messages; `outbox failed`: those that failed; `outbox <id>`: its attempts;
  // `outbox retry <id>`: a failed message queued again
  if (id === 'retry' && /^\d+$/.test(status ?? '')) {
    const m = await operator(`outbox/${status}/retry`, { method: 'POST' });
    console.log(`message ${m.id} is ${m.state} again`);
    process.exit(0);
  }
  if (/^\d+$/.test(id ?? '')) {
    const m = await operator(`outbox/${id}`);
    console.log(`${m.id} ${m.kind} ${m.channel} ${m.recipient} [${m.lang}] ${m.state}, ${m.attempts} attempt(s)`);
    for (const a of m.history)
      console.log(
        `  #${a.attempt} ${a.finished_at} ${a.outcome.padEnd(11)} ${a.worker}${a.error ? `  ${a.error}` : ''}`,
      );
    process.exit(0);
  }
  const report = await operator(`outbox${id ? `?state=${encodeURIComponent(id)}` : ''}`);
  const d = report.delivery;
  console.log(
    `delivery: mail ${d.mail ? 'SMTP' : 'not configured'}, texts ${d.texts ?? 'not configured'}, worker ${d.worker ? 'on' : 'off'} here, ${d.max_attempts} attempts at most`,
  );
  console.log(
    Object.entries(report.counts)
      .map(([s, n]) => `${s} ${n}`)
      .join('  '),
  );
  for (const m of report.messages) {
    console.log(
      `${String(m.id).padStart(6)} ${m.state.padEnd(8)} ${m.kind.padEnd(15)} ${m.channel.padEnd(5)} ${m.recipient}  ` +
        `${m.attempts} att.${m.last_error ? `  ${m.last_error}` : ''}`,
    );
  }
  process.exit(0);
}
const paths = { order: 'orders', parcel: 'orders', trip: 'trips' };
if (!paths[kind] || !/^\d+$/.test(id ?? '') || !status) {
  console.error(
    'usage: npm run ops -- order|parcel|trip <id> <status>   or   npm run ops -- outbound   or   npm run ops -- outbox\n' +
      '  order/parcel: confirmed processing handover picked_up delivered\n' +
      '  trip:         confirmed ongoing completed\n' +
      '  outbound:     the text and mail caps, their counts now and their refusals\n' +
      '  outbox:       messages per state and the newest (outbox failed | outbox <id> | outbox retry <id>)',
  );
  process.exit(2);
}
const body = await operator(`${paths[kind]}/${id}/status`, { method: 'POST', body: JSON.stringify({ status }) });
console.log(`${kind} ${body.id} is now ${body.status}`);
