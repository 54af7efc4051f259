import { createRoot, type Root } from 'react-dom/client';
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
  const atFirstGap = await new Promise<number>((resolve) => setTimeout(() => resolve(rendered.length), 0));
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

test('a plain root renders it in one task (what the transition changes)', async () => {
  const { atFirstGap, done } = await mount(createRoot);
  expect(atFirstGap).toBe(PARTS);
  expect(done).toBe(PARTS);
});
