// The page server never dies from a request (issue 37.4): every malformed request gets a 4xx, a throw inside a
// handler a 500 for that request alone, nothing outside the app's folder is served, and every answer carries the
// static security headers. The cases, then a generated corpus; after each request the same process must
// still serve. Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SECRET, get, pageSite, rawRequest, startApp } from './page-server.mjs';

/** @type {ReturnType<typeof pageSite>} */
let site;
/** @type {Awaited<ReturnType<typeof startApp>>} */
let shell;
/** @type {Awaited<ReturnType<typeof startApp>>} */
let rental;

before(async () => {
  site = pageSite();
  [shell, rental] = await Promise.all([startApp(site.root, 'shell'), startApp(site.root, 'rental')]);
});

after(async () => {
  await Promise.all([shell?.stop(), rental?.stop()]);
  fs.rmSync(site.tmp, { recursive: true, force: true });
});

/** The same process answers a plain request, and its answers carry the static security headers. */
async function assertAlive(/** @type {typeof shell} */ app, /** @type {string} */ after) {
  assert.equal(app.child.exitCode, null, `the server exited after ${after}:\n${app.output()}`);
  assert.equal(app.child.signalCode, null, `the server was killed after ${after}`);
  const ok = await rawRequest(app.port, get(app === shell ? '/main.js' : `/${site.rentalVersion}/remoteEntry.js`));
  assert.equal(ok.status, 200, `the server stopped serving after ${after}`);
}

/** @param {import('./page-server.mjs').RawAnswer} answer @param {string} what */
function assertHeaders(answer, what) {
  assert.equal(answer.headers['x-content-type-options'], 'nosniff', `${what}: no nosniff`);
  assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: no referrer policy`);
}

/**
 * @param {'shell' | 'rental'} app @param {string | Buffer} head @param {number | number[]} expected
 * @param {string} [name]
 */
async function expectAnswer(app, head, expected, name = String(head).split('\r\n')[0]) {
  const server = app === 'shell' ? shell : rental;
  const answer = await rawRequest(server.port, head);
  const allowed = Array.isArray(expected) ? expected : [expected];
  assert.ok(
    answer.status !== null && allowed.includes(answer.status),
    `${app} ${name}: ${answer.status ?? 'connection closed'} (expected ${allowed.join(' or ')})`,
  );
  assert.doesNotMatch(answer.body, new RegExp(SECRET), `${app} ${name}: a file outside its folder was served`);
  assertHeaders(answer, `${app} ${name}`);
  await assertAlive(server, `${app} ${name}`);
  return answer;
}

const long = (/** @type {number} */ n) => `/${'a'.repeat(n)}`;

test('the issue: bad percent-encoding and an empty first segment are refused with 400, the server lives on', async () => {
  for (const target of ['/%', '/%zz', '//', '/%E0%A4%A', '/%C3%28', '/%ED%A0%80', '/main.js%'])
    await expectAnswer('shell', get(target), 400);
  for (const target of ['/%', '/%zz', '//', `/${'x'}/%`]) await expectAnswer('rental', get(target), 400);
});

test('NUL and control characters, backslashes, dot segments are refused', async () => {
  for (const target of [
    '/%00',
    '/main.js%00.html',
    '/%0d%0aSet-Cookie:%20x=1',
    '/%5C..%5C..%5Csecret.txt',
    '/..\\..\\secret.txt',
    '/../secret.txt',
    '/./main.js',
    '/chunks/../main.js',
    '/%2e%2e/secret.txt',
    '/%2E%2e%2Fsecret.txt',
    '/chunks/..%2F..%2F..%2Fsecret.txt',
    '/..%2F..%2Fregistry.json',
    '/.%2E/secret.txt',
    '/a//b',
  ])
    await expectAnswer('shell', get(target), 400);
  for (const target of ['/../secret.txt', '/..%2F..%2Fsecret.txt', `/${site.rentalVersion}/..%2F..%2Fsecret.txt`])
    await expectAnswer('rental', get(target), 400);
});

test('sibling folders sharing a served folder’s name prefix are out of reach', async () => {
  await expectAnswer('shell', get(`/..%2F${site.shellVersion}-x/secret.txt`), 400);
  await expectAnswer('rental', get('/..%2Frental-x/secret.txt'), 400);
  // the same names as plain paths are simply not there
  await expectAnswer('rental', get('/rental-x/secret.txt'), 404);
  await expectAnswer('shell', get('/secret.txt'), 404);
});

test('long paths: 414 past the limit, the parser’s own 431 past the header size; the server lives on', async () => {
  // no app claims it: the not-found page, answered 404 (issue 41)
  await expectAnswer('shell', get(long(300)), 404, 'a 300-character page path (the not-found page)');
  await expectAnswer('shell', get(`${long(300)}.js`), 404, 'a 300-character file name');
  await expectAnswer('shell', get(long(9_000)), 414, 'a 9 000-character path');
  await expectAnswer('rental', get(long(9_000)), 414, 'a 9 000-character path');
  await expectAnswer('shell', get(long(20_000)), 431, 'a 20 000-character path');
});

test('unicode: percent-encoded names are pages or 404s, raw bytes are answered', async () => {
  await expectAnswer('shell', get('/%D0%BC%D0%B0%D0%B3%D0%B0%D0%B7%D0%B8%D0%BD'), 404, 'a Cyrillic page path');
  await expectAnswer('shell', get('/%F0%9F%9B%92.js'), 404, 'an emoji file name');
  await expectAnswer('shell', get('/%E2%80%AEsj.niam'), 404, 'a right-to-left override');
  await expectAnswer('shell', Buffer.from(get('/магазин')), [404, 400], 'raw UTF-8 in the request line');
  await expectAnswer('rental', get('/%D1%84.js'), 404, 'a Cyrillic file name');
});

test('bad Host headers and request targets are refused', async () => {
  for (const host of ['exa mple.com', 'evil.example/x', 'a@b', '[::1', 'x:99999999'])
    await expectAnswer('shell', ['GET / HTTP/1.1', `Host: ${host}`, 'Connection: close'].join('\r\n'), 400, host);
  await expectAnswer('shell', ['GET /main.js HTTP/1.1', 'Connection: close'].join('\r\n'), 400, 'no Host');
  await expectAnswer('shell', get('http://evil.example/main.js'), 400, 'an absolute-form target');
  await expectAnswer('shell', get('main.js'), 400, 'a target without a slash');
  // HTTP/1.0 needs no Host; a name with a port and an IPv6 literal are fine
  await expectAnswer('shell', 'GET /main.js HTTP/1.0', 200, 'HTTP/1.0');
  for (const host of ['localhost:3000', '[::1]:3000', 'shop.example.kz'])
    await expectAnswer('shell', ['GET /main.js HTTP/1.1', `Host: ${host}`, 'Connection: close'].join('\r\n'), 200);
});

test('odd methods: 405 with the methods served, or the parser’s 400; HEAD has no body', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS']) {
    const answer = await expectAnswer('shell', get('/main.js').replace(/^GET/, method), 405, method);
    assert.equal(answer.headers.allow, 'GET, HEAD');
  }
  await expectAnswer('rental', get(`/${site.rentalVersion}/remoteEntry.js`).replace(/^GET/, 'DELETE'), 405);
  await expectAnswer('shell', get('/').replace(/^GET/, 'BREW'), 400, 'an unknown method');
  await expectAnswer('shell', ['CONNECT localhost:443 HTTP/1.1', 'Host: localhost:443'].join('\r\n'), [400, 405]);
  const head = await expectAnswer('shell', get('/main.js').replace(/^GET/, 'HEAD'), 200, 'HEAD');
  assert.equal(head.body, '');
  // a WebSocket upgrade is just a page request here; a body framed two ways (request smuggling) is the parser's 400
  await expectAnswer(
    'shell',
    get('/', ['Upgrade: websocket']).replace('Connection: close', 'Connection: Upgrade, close'),
    200,
  );
  await expectAnswer('shell', get('/', ['Transfer-Encoding: chunked', 'Content-Length: 5']), 400, 'TE and CL');
});

test('bad cookies, huge headers: the page is served or the parser answers 431', async () => {
  const cookies = [
    'mart_lang=%; mart_session=%E0%A4%A; mart_module=99999999999; mart_loc=%7B%22lat',
    'mart_session=; mart_session==; ;;; =; mart_theme=<script>',
    `mart_session=${'x'.repeat(8_000)}`,
    'mart_lang=\u00ff\u00fe',
  ];
  for (const cookie of cookies) {
    const page = await expectAnswer('shell', get('/', [`Cookie: ${cookie}`]), 200, `Cookie: ${cookie.slice(0, 40)}`);
    assert.match(page.headers['content-security-policy'] ?? '', /script-src 'self'/);
  }
  await expectAnswer('shell', get('/', [`Cookie: ${'a=b; '.repeat(5_000)}`]), 431, 'a 25 000-byte cookie');
  const many = Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'v'.repeat(60)}`);
  await expectAnswer('shell', get('/main.js', many), 431, '300 long headers');
  await expectAnswer('shell', get('/main.js', ['Accept-Encoding: br;q=\u00ff, gzip, *'.repeat(10)]), 200);
});

test('every answer carries the static security headers: the shell entry, chunks, the registry, errors', async () => {
  for (const target of ['/main.js', '/chunks/a1b2.js', '/assets/x.css', '/registry.json', '/nothing.js', '/'])
    await expectAnswer('shell', get(target), [200, 404], target);
  for (const target of [`/${site.rentalVersion}/remoteEntry.js`, `/${site.rentalVersion}/mf-manifest.json`, '/x.js'])
    await expectAnswer('rental', get(target), [200, 404], target);
  const entry = await rawRequest(shell.port, get('/main.js'));
  assert.equal(entry.headers['content-type'], 'text/javascript; charset=utf-8');
});

test('a throw inside the handler is a 500 for that request, logged; the process serves on once the cause is gone', async () => {
  const file = path.join(site.root, 'registry.json');
  const good = fs.readFileSync(file, 'utf8');
  // a registry an operator broke by hand: reading it throws, on every request of the shell while it is broken
  fs.writeFileSync(file, '{ "shell": ');
  try {
    const broken = await rawRequest(shell.port, get('/'));
    assert.equal(broken.status, 500);
    assertHeaders(broken, 'the 500');
    assert.match(broken.body, /временно недоступна/);
    const en = await rawRequest(shell.port, get('/', ['Cookie: theme=dark; mart_lang=en']));
    assert.equal(en.status, 500);
    assert.match(en.body, /temporarily unavailable/);
    assert.equal(shell.child.exitCode, null);
    // the remotes' servers do not read the registry: untouched
    await expectAnswer('rental', get(`/${site.rentalVersion}/remoteEntry.js`), 200);
  } finally {
    fs.writeFileSync(file, good);
  }
  await expectAnswer('shell', get('/'), 200, 'the page once the registry is back');
  assert.match(shell.output(), /\[mart\] GET \/ failed:.*SyntaxError/s);
});

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function random(/** @type {number} */ seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The pieces generated paths are made of: encodings, separators, dot segments, names that exist, unicode. */
const PIECES = [
  '%',
  '%2',
  '%zz',
  '%2F',
  '%2f',
  '%5C',
  '%2e',
  '%2E%2E',
  '..',
  '.',
  '/',
  '//',
  '\\',
  '%00',
  '%0A',
  '%ff',
  '%C3',
  '%C3%A4',
  '%F0%9F%9B%92',
  'ä',
  '%25',
  '%252F',
  ';',
  ',',
  '~',
  '?',
  '#',
  '?x=%',
  '&',
  '=',
  ':',
  '@',
  '+',
  '*',
  'main.js',
  'chunks',
  'assets',
  'server',
  'prerender.js',
  'index.html',
  'registry.json',
  'secret.txt',
  '-x',
  'rental-x',
  'remoteEntry.js',
  'mf-manifest.json',
  'home',
  'store',
  '5',
  "'",
  '"',
  '<',
  '>',
  '`',
  '{',
  '}',
  '|',
];

/** @param {() => number} next @param {string[]} extra */
function generatedPath(next, extra) {
  const pieces = [...PIECES, ...extra];
  const count = 1 + Math.floor(next() * 8);
  let p = '/';
  for (let i = 0; i < count; i++) p += pieces[Math.floor(next() * pieces.length)];
  return p;
}

test('a generated corpus: 400 paths per app, never a 5xx, never a file outside the folder, never a crash', async () => {
  /** @type {Record<number, number>} */
  const seen = {};
  for (const app of /** @type {const} */ (['shell', 'rental'])) {
    const next = random(app === 'shell' ? 37 : 4);
    const extra = app === 'shell' ? [site.shellVersion, `${site.shellVersion}-x`] : [site.rentalVersion];
    for (let i = 0; i < 400; i++) {
      // no space or CR/LF: those would end the request line, which is the parser's business, tested above
      const target = generatedPath(next, extra).replace(/[\s]/g, '');
      const answer = await expectAnswer(app, Buffer.from(get(target)), [200, 400, 404, 414], `${app} #${i} ${target}`);
      seen[answer.status ?? 0] = (seen[answer.status ?? 0] ?? 0) + 1;
    }
  }
  // the corpus reaches the refusals and the files alike (a generator that only made 400s would prove little)
  assert.ok((seen[400] ?? 0) > 100 && (seen[200] ?? 0) + (seen[404] ?? 0) > 100, JSON.stringify(seen));
});
