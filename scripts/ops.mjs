// `npm run ops -- order|trip <id> <status>`: moves a store or parcel order, or a rental trip / car-market order,
// along its flow through the operator API (OPERATOR_API_KEY, or the local site's key; MART_API_URL).
import { localOperatorKey } from './lib.mjs';

const [kind, id, status] = process.argv.slice(2);
const paths = { order: 'orders', parcel: 'orders', trip: 'trips' };
if (!paths[kind] || !/^\d+$/.test(id ?? '') || !status) {
  console.error(
    'usage: npm run ops -- order|parcel|trip <id> <status>\n' +
      '  order/parcel: confirmed processing handover picked_up delivered\n' +
      '  trip:         confirmed ongoing completed',
  );
  process.exit(2);
}
const api = process.env.MART_API_URL ?? 'http://localhost:4000';
const res = await fetch(`${api}/api/v1/operator/${paths[kind]}/${id}/status`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-operator-key': localOperatorKey() },
  body: JSON.stringify({ status }),
}).catch((e) => {
  console.error(`the API at ${api} did not answer: ${e.message}`);
  process.exit(1);
});
const body = await res.json().catch(() => ({}));
if (!res.ok) {
  console.error(`${res.status}: ${body.errors?.[0]?.message ?? res.statusText}`);
  process.exit(1);
}
console.log(`${kind} ${body.id} is now ${body.status}`);
