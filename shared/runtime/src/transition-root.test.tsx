// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createTransitionRoot } from './transition-root';

const PARTS = 20;

/** A part of a page that takes 2 ms to render, as a card does on a slow phone. */
function Slow({ i, rendered }: { i: number; rendered: number[] }) {
  const start = performance.now();
  while (performance.now() - start < 2) {
    // busy: the render's own work
  }
  rendered.push(i);
  return <li>{i}</li>;
}

/** How many parts had rendered when the first other task got the main thread, and the box once done. */
async function mount(create: (box: Element) => Root) {
  const box = document.createElement('div');
  box.innerHTML = '<p>drawn on the server</p>';
  const rendered: number[] = [];
  const root = create(box);
  root.render(
    <ul>
      {Array.from({ length: PARTS }, (_, i) => (
        <Slow key={i} i={i} rendered={rendered} />
      ))}
    </ul>,
  );
  // from the moment rendering has begun (React's scheduler task and a timer race in Node), the first other task
  while (rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  const atFirstGap = rendered.length;
  // then until the page is there (or 5 s): on a busy machine the slices take longer than on a quiet one
  for (let waited = 0; waited < 5000 && box.querySelectorAll('li').length < PARTS; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const done = box.querySelectorAll('li').length;
  root.unmount();
  return { atFirstGap, done };
}

test('a transition root renders a page in slices, giving the main thread back between them', async () => {
  const { atFirstGap, done } = await mount(createTransitionRoot);
  expect(atFirstGap).toBeLessThan(PARTS);
  expect(done).toBe(PARTS);
});

test('a box drawn on the server is hydrated in slices too', async () => {
  const list = (rendered: number[]) => (
    <ul>
      {Array.from({ length: PARTS }, (_, i) => (
        <Slow key={i} i={i} rendered={rendered} />
      ))}
    </ul>
  );
  const box = document.createElement('div');
  box.innerHTML = renderToString(list([]));
  box.setAttribute('data-prerendered', '');
  const drawn = box.querySelector('li');
  const rendered: number[] = [];
  const root = createTransitionRoot(box);
  root.render(list(rendered));
  // from the moment hydration has begun, the first other task to get the main thread
  while (rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  const atFirstGap = rendered.length;
  for (let waited = 0; waited < 5000 && rendered.length < PARTS; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(atFirstGap).toBeLessThan(PARTS);
  expect(rendered).toHaveLength(PARTS);
  // adopted, not drawn again
  expect(box.querySelector('li')).toBe(drawn);
  root.unmount();
});

test('a plain root renders it in one task (what the transition changes)', async () => {
  const { atFirstGap, done } = await mount(createRoot);
  expect(atFirstGap).toBe(PARTS);
  expect(done).toBe(PARTS);
});

/** Renders `page` into a box holding the server's HTML for it; resolves with the box once React has committed. */
async function intoServerHtml(page: React.ReactElement, serverHtml: string, prerendered: boolean) {
  const box = document.createElement('div');
  box.innerHTML = serverHtml;
  if (prerendered) box.setAttribute('data-prerendered', '');
  document.body.appendChild(box);
  const drawn = box.firstElementChild;
  const root = createTransitionRoot(box);
  root.render(page);
  for (let waited = 0; waited < 5000 && !box.querySelector('button[data-ready]'); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { box, drawn, root };
}

function Page({ title }: { title: string }) {
  // set once React has committed (an effect does not run on the server)
  const ref = (el: HTMLButtonElement | null) => el?.setAttribute('data-ready', '');
  return (
    <section>
      <h1>{title}</h1>
      <button ref={ref}>buy</button>
    </section>
  );
}

const SERVER_HTML = '<section><h1>Burgers</h1><button>buy</button></section>';

test("a box holding the server's first screen is hydrated: its elements are kept, not drawn again", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { box, drawn, root } = await intoServerHtml(<Page title="Burgers" />, SERVER_HTML, true);
  expect(box.firstElementChild).toBe(drawn);
  expect(box.querySelector('button')?.hasAttribute('data-ready')).toBe(true);
  expect(warn).not.toHaveBeenCalled();
  root.unmount();
  warn.mockRestore();
});

test('where the server drew something else, that part is redrawn, with a warning and no error', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { box, root } = await intoServerHtml(<Page title="Pizza" />, SERVER_HTML, true);
  expect(box.querySelector('h1')).toHaveTextContent('Pizza');
  expect(warn).toHaveBeenCalledWith('[mart] first screen redrawn, not hydrated', expect.anything());
  expect(error).not.toHaveBeenCalled();
  root.unmount();
  warn.mockRestore();
  error.mockRestore();
});

test('a box without the mark (a first screen not adopted, or none) is drawn by the app itself', async () => {
  const { box, drawn, root } = await intoServerHtml(<Page title="Burgers" />, SERVER_HTML, false);
  expect(box.firstElementChild).not.toBe(drawn);
  expect(box.querySelectorAll('section')).toHaveLength(1);
  root.unmount();
});

test('a part the server left to the browser (a boundary it could not finish) is drawn there, without a warning', async () => {
  const never = new Promise<never>(() => undefined);
  const NotOnServer = (): never => {
    throw never;
  };
  const page = (Part: () => React.ReactElement) => (
    <section>
      <h1>Burgers</h1>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
      <button ref={(el) => el?.setAttribute('data-ready', '')}>buy</button>
    </section>
  );
  const serverHtml = renderToString(page(NotOnServer));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { box, drawn, root } = await intoServerHtml(
    page(() => <p>the items</p>),
    serverHtml,
    true,
  );
  expect(box.firstElementChild).toBe(drawn);
  expect(await findIn(box, 'the items')).toBe(true);
  expect(warn).not.toHaveBeenCalled();
  root.unmount();
  warn.mockRestore();
});

async function findIn(box: Element, text: string) {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (box.textContent?.includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
