// The pages' Content-Security-Policy: run with `node --test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy } from '../src/serve.mjs';

const directive = (csp, name) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

test('scripts only from our own origins: no inline, no eval, no frames', () => {
  const csp = contentSecurityPolicy('');
  const scripts = directive(csp, 'script-src');
  assert.ok(scripts?.startsWith("script-src 'self' "));
  assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval|\*/);
  assert.equal(directive(csp, 'frame-src'), undefined);
  assert.equal(directive(csp, 'object-src'), "object-src 'none'");
});

test("styles from our own origins: each remote's antd stylesheet comes from where its code does", () => {
  const csp = contentSecurityPolicy('');
  const scripts = directive(csp, 'script-src')?.replace("script-src 'self' ", '') ?? '';
  assert.equal(directive(csp, 'style-src'), `style-src 'self' 'unsafe-inline' ${scripts}`);
});

test('configured third-party SDK origins are allowed for scripts, frames, images and calls only', () => {
  const csp = contentSecurityPolicy(' https://maps.googleapis.com  https://accounts.google.com ');
  for (const name of ['script-src', 'frame-src', 'img-src', 'connect-src'])
    assert.match(directive(csp, name) ?? '', /https:\/\/maps\.googleapis\.com https:\/\/accounts\.google\.com$/);
  assert.doesNotMatch(directive(csp, 'form-action') ?? '', /google/);
  assert.doesNotMatch(directive(csp, 'default-src') ?? '', /google/);
});
