import { firstPicturePainted } from './first-picture';

/** A document with a server-drawn box holding `html`. */
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div data-prerendered="">${html}</div>`;
  return doc;
}

/** Whether `p` has settled once the tasks and frames queued so far have run. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(50);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a page without a marked picture starts at once', async () => {
  expect(await settled(firstPicturePainted(page('<h1>Кафе</h1><img src="a.svg" alt="">'), 10_000))).toBe(true);
});

test("the start waits for the picture's load and the frame that paints it", async () => {
  const doc = page('<img src="cover.svg" alt="" fetchpriority="high">');
  const img = doc.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: false });
  const painted = firstPicturePainted(doc, 10_000);
  expect(await settled(painted)).toBe(false);
  img.dispatchEvent(new Event('load'));
  expect(await settled(painted)).toBe(true);
});

test('a picture that fails does not hold the start back', async () => {
  const doc = page('<img src="gone.svg" alt="" fetchpriority="high">');
  const img = doc.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: false });
  const painted = firstPicturePainted(doc, 10_000);
  img.dispatchEvent(new Event('error'));
  expect(await settled(painted)).toBe(true);
});

test('a slow picture is waited for no longer than the limit', async () => {
  const doc = page('<img src="slow.svg" alt="" fetchpriority="high">');
  Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
  const painted = firstPicturePainted(doc, performance.now() + 1000);
  expect(await settled(painted)).toBe(false);
  await jest.advanceTimersByTimeAsync(1000);
  expect(await settled(painted)).toBe(true);
});

test('a picture outside the server-drawn box, or a hidden page, is not waited for', async () => {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = '<img src="x.svg" alt="" fetchpriority="high">';
  Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
  expect(await settled(firstPicturePainted(doc, 10_000))).toBe(true);
  const hidden = page('<img src="cover.svg" alt="" fetchpriority="high">');
  Object.defineProperty(hidden.querySelector('img')!, 'complete', { value: false });
  Object.defineProperty(hidden, 'visibilityState', { value: 'hidden' });
  expect(await settled(firstPicturePainted(hidden, 10_000))).toBe(true);
});
