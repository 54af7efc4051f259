import { whenIdle, yieldToMain } from './yield-to-main';

test('resumes in a later task: work already queued for this one runs first', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('a task queued before'), 0);
  const yielded = yieldToMain().then(() => order.push('after the yield'));
  void Promise.resolve().then(() => order.push('this task'));
  await yielded;
  expect(order).toEqual(['this task', 'a task queued before', 'after the yield']);
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldFn = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  try {
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  test('without idle callbacks it runs after the fallback delay, and not once cancelled', () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'), 500, 200);
    const cancel = whenIdle(() => ran.push('cancelled'), 500, 200);
    cancel();
    jest.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['kept']);
  });
});
