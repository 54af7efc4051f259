import { recaptchaToken, RecaptchaUnavailable } from './recaptcha';

afterEach(() => {
  delete window.grecaptcha;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

test('no site key: nothing is loaded or rendered and no token is claimed', async () => {
  await expect(recaptchaToken(null)).resolves.toBeUndefined();
  await expect(recaptchaToken('')).resolves.toBeUndefined();
  expect(document.head.querySelector('script')).toBeNull();
});

// before a load succeeds: a loaded script is kept for the page's life
test('a script that cannot load rejects as unavailable (nothing is sent)', async () => {
  const pending = recaptchaToken('site-key-2');
  document.head.querySelector('script')!.onerror!(new Event('error'));
  await expect(pending).rejects.toBeInstanceOf(RecaptchaUnavailable);
});

test('with a site key: the widget is rendered invisible with it, executed, and its token returned', async () => {
  const rendered: { sitekey: string; size: string }[] = [];
  let callback: (t: string) => void = () => undefined;
  const executed: number[] = [];
  const resets: number[] = [];
  const pending = recaptchaToken('site-key-1');
  const script = document.head.querySelector('script')!;
  expect(script.src).toContain('recaptcha/api.js');
  window.grecaptcha = {
    ready: (cb) => cb(),
    render: (_el, o) => {
      rendered.push({ sitekey: o.sitekey, size: o.size });
      callback = o.callback;
      return 3;
    },
    execute: (id) => {
      executed.push(id);
      callback('token-1');
    },
    reset: (id) => resets.push(id),
  };
  script.onload!(new Event('load'));
  await expect(pending).resolves.toBe('token-1');
  expect(rendered).toEqual([{ sitekey: 'site-key-1', size: 'invisible' }]);
  expect(executed).toEqual([3]);
  expect(resets).toEqual([3]);
});
