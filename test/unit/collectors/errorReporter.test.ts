import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod/mini';
import { errorReportSchema } from '../../../src/api/routes/errorReports.ts';
import type { VitrineRuntime } from '../../../src/runtime/types.ts';
import { bootLoader, settle, teardownLoader } from '../harness/bootLoader.ts';

// The transport is another collector's concern (and its own tests'): here it is the boundary,
// and what the reporter hands it is what the server would receive.
const transport = vi.hoisted(() => ({
  send: vi.fn<(runtime: unknown, beacon: { url: string; body: string }, name?: string) => void>(),
  stage: vi.fn<(runtime: unknown, name: string, beacon: { url: string; body: string }) => void>(),
  release: vi.fn(),
}));
vi.mock('../../../src/collectors/common/transport.ts', () => ({
  send: transport.send,
  stage: transport.stage,
  useTransport: () => transport.release,
}));

/** The route's own schema: every batch must pass it as the fixture server would check it. */
const batchSchema = z.array(errorReportSchema).check(z.minLength(1), z.maxLength(20));

interface Report {
  event: string;
  data: Record<string, unknown> & { message: string; count: number };
  timestamp: number;
}

/** Every batch handed to the transport for the reporter's route, each checked against its schema. */
function batches(): Report[][] {
  return transport.send.mock.calls
    .filter(([, beacon]) => beacon.url === '/api/record-javascript-errors')
    .map(([, beacon]) => batchSchema.parse(JSON.parse(beacon.body)) as Report[]);
}
const reports = () => batches().flat();

/** An uncaught error as the browser announces it on window. */
function pageError(error: unknown, init: ErrorEventInit = {}) {
  window.dispatchEvent(
    new ErrorEvent('error', { error, message: error instanceof Error ? error.message : '', ...init }),
  );
}
function rejection(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}
/** Errors thrown at one place: identical but for their message. */
const thrownHere = (message: string) => new Error(message);

type Reporter = { start(runtime: VitrineRuntime): () => void };

/**
 * A page whose loader ran (capturing errors from the first moment), and the reporter's chunk as
 * the loader would load it, started by hand so its timers are the test's fake ones.
 */
async function pageWithReporter() {
  const runtime = await bootLoader();
  const reporter = (await import('../../../src/collectors/errorReporter/index.ts')) as Reporter;
  const start = () => {
    const stop = reporter.start(runtime);
    stops.push(stop);
    return stop;
  };
  return { runtime, start };
}

/** The page's reporters: each test's page ends with its own (its listeners are on the window). */
let stops: Array<() => void> = [];

afterEach(async () => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  transport.send.mockReset();
  transport.stage.mockReset();
  transport.release.mockReset();
  await teardownLoader();
});

describe('error reporter', () => {
  it('reports what the loader captured before it started, widget names included, and sends nothing before', async () => {
    const { runtime, start } = await pageWithReporter();
    pageError(new TypeError('early page error'));
    rejection(new Error('early rejection'));
    runtime.handleError(new Error('mount failed'), 'gift-card', document.body);
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.send).not.toHaveBeenCalled();

    start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => [r.event, r.data.message, r.data.widget])).toEqual([
      ['page-error', 'early page error', undefined],
      ['page-error', 'early rejection', undefined],
      ['widget-error', 'mount failed', 'gift-card'],
    ]);
    expect(reports()[0]!.data).toMatchObject({ name: 'TypeError', count: 1, pagePath: location.pathname });
    expect(reports()[0]!.data.stack).toContain('early page error');
  });

  it('sends one batch 1 s after the last error, not before', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    pageError(new Error('first'));
    await vi.advanceTimersByTimeAsync(900);
    rejection(new Error('second'));
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches().map((b) => b.map((r) => r.data.message))).toEqual([['first', 'second']]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.send).toHaveBeenCalledTimes(1);
  });

  it('the batch waiting is written ahead (staged) as it grows, and sent under the same name: a page closed in the wait loses nothing', async () => {
    const { runtime, start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    pageError(new Error('first'));
    rejection(new Error('second'));
    // Each report, as it joins the batch, is written ahead: the batch as it stands.
    const staged = transport.stage.mock.calls.map(([rt, name, beacon]) => ({
      rt,
      name,
      messages: (JSON.parse(beacon.body) as Report[]).map((r) => r.data.message),
      url: beacon.url,
    }));
    expect(staged).toEqual([
      { rt: runtime, name: staged[0]!.name, messages: ['first'], url: '/api/record-javascript-errors' },
      {
        rt: runtime,
        name: staged[0]!.name,
        messages: ['first', 'second'],
        url: '/api/record-javascript-errors',
      },
    ]);
    expect(transport.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.send.mock.calls.map(([, , name]) => name)).toEqual([staged[0]!.name]);
    // The next batch is another.
    pageError(new Error('third'));
    expect(transport.stage.mock.calls.at(-1)![1]).not.toBe(staged[0]!.name);
  });

  it('an error that repeats without pause still goes, at most 10 s after it first came, with its count', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    // One place failing again and again (a loop of the page's): the same error each time.
    const same = new Error('every frame');
    const again = () => same;
    // Every 200 ms for 15 s: each one pushes the 1 s debounce back.
    for (let t = 0; t < 9_800; t += 200) {
      pageError(again());
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(transport.send).not.toHaveBeenCalled();
    pageError(again());
    await vi.advanceTimersByTimeAsync(200);
    expect(reports().map((r) => [r.data.message, r.data.count])).toEqual([['every frame', 50]]);
    for (let t = 0; t < 5_000; t += 200) {
      pageError(again());
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => r.data.count)).toEqual([50, 25]);
  });

  it('merges identical errors into one record with their count; the same message elsewhere is another', async () => {
    const { runtime, start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    for (let i = 0; i < 7; i++) pageError(thrownHere('same'));
    pageError(new Error('same'));
    for (let i = 0; i < 3; i++) runtime.handleError(thrownHere('same'), 'quantity');
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => [r.event, r.data.widget, r.data.count])).toEqual([
      ['page-error', undefined, 7],
      ['page-error', undefined, 1],
      ['widget-error', 'quantity', 3],
    ]);
  });

  it('queues at most 10 reports: further new ones are dropped, identical ones still counted', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    for (let round = 0; round < 4; round++) {
      pageError(thrownHere('kept'));
      if (round === 0) for (let i = 0; i < 14; i++) pageError(new Error(`distinct ${i}`));
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches()).toHaveLength(1);
    expect(reports().map((r) => `${r.data.message} x${r.data.count}`)).toEqual([
      'kept x4',
      ...Array.from({ length: 9 }, (_, i) => `distinct ${i} x1`),
    ]);
  });

  it('sends at most 20 reports a page, however many errors and batches', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 10; i++) pageError(new Error(`round ${round} error ${i}`));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(batches().map((b) => b.length)).toEqual([10, 10]);
    // once spent, even an error identical to a sent one is not sent again
    pageError(new Error('round 0 error 0'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reports()).toHaveLength(20);
  });

  it('cuts stacks to 5000 characters and drops the query of every URL in them', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    const long = new Error('deep');
    long.stack = `Error: deep\n${'    at f (https://shop.example/a.js:1:1)\n'.repeat(500)}`;
    const private_ = new Error('private');
    private_.stack = 'Error: private\n    at g (https://shop.example/reset?token=s3cret&email=a@b.c#x:12:34)';
    pageError(long);
    pageError(private_, { filename: 'https://shop.example/reset?token=s3cret', lineno: 12, colno: 34 });
    await vi.advanceTimersByTimeAsync(1000);
    const [deep, secret] = reports();
    expect(long.stack.length).toBeGreaterThan(20_000);
    expect(deep!.data.stack).toBe(long.stack.slice(0, 5000));
    expect(secret!.data.stack).toBe('Error: private\n    at g (https://shop.example/reset:12:34)');
    expect(secret!.data).toMatchObject({ file: 'https://shop.example/reset', line: 12, column: 34 });
    expect(JSON.stringify(reports())).not.toContain('s3cret');
  });

  it('records a cross-origin "Script error." without stack or place, and odd thrown values by what they say', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    pageError(null, { message: 'Script error.', filename: '', lineno: 0, colno: 0 });
    pageError('a thrown string', { message: 'Uncaught a thrown string' });
    rejection(undefined);
    rejection({ code: 42, secret: 'never sent' });
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    rejection(hostile);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => r.data)).toEqual([
      { message: 'Script error.', count: 1, pagePath: location.pathname },
      { message: 'a thrown string', count: 1, pagePath: location.pathname },
      // nothing to tell them apart: one record
      { message: 'Unhandled rejection', count: 3, pagePath: location.pathname },
    ]);
    expect(JSON.stringify(reports())).not.toContain('never sent');
  });

  it('never reports its own failures: a throwing send, an error raised while sending, the send’s network failure', async () => {
    const { start } = await pageWithReporter();
    const seenByPage: unknown[] = [];
    const page = (e: ErrorEvent) => seenByPage.push(e.error);
    window.addEventListener('error', page);
    onTestFinished(() => window.removeEventListener('error', page));
    vi.useFakeTimers();
    start();
    transport.send.mockImplementationOnce(() => {
      pageError(new Error('raised inside send'));
      throw new Error('send exploded');
    });
    pageError(new Error('real one'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(seenByPage.map((e) => (e as Error).message)).toEqual(['real one', 'raised inside send']);

    // The failed request of that send comes back as a rejection: not a page error to report.
    rejection(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.send).toHaveBeenCalledTimes(1);
    expect(reports()).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ message: 'real one' }) }),
    ]);

    // Long after its last send, the page's own failed fetch is the page's, and reported.
    await vi.advanceTimersByTimeAsync(60_000);
    rejection(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => r.data.message)).toEqual(['real one', 'Failed to fetch']);
  });

  it('stop drops the queue, stops listening, releases the transport; started again it reports only what is new', async () => {
    const { runtime, start } = await pageWithReporter();
    pageError(new Error('before consent'));
    vi.useFakeTimers();
    const stop = start();
    pageError(new Error('queued when refused'));
    stop();
    expect(transport.release).toHaveBeenCalledTimes(1);
    pageError(new Error('while refused'));
    runtime.handleError(new Error('widget while refused'), 'subscription');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.send).not.toHaveBeenCalled();

    start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reports().map((r) => r.data.message)).toEqual(['while refused', 'widget while refused']);
  });

  it('hands the debounced batch over at once when the page is hidden or left', async () => {
    const { start } = await pageWithReporter();
    vi.useFakeTimers();
    start();
    pageError(new Error('hidden'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reports().map((r) => r.data.message)).toEqual(['hidden']);
    pageError(new Error('left'));
    window.dispatchEvent(new Event('pagehide'));
    expect(batches().map((b) => b.map((r) => r.data.message))).toEqual([['hidden'], ['left']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.send).toHaveBeenCalledTimes(2);
  });

  it('starts with consent through the loader, and never reports a failure of its own chunk', async () => {
    const runtime = await bootLoader();
    runtime.handleError(new Error('chunk failed to load'), 'error-reporter');
    pageError(new Error('before consent'));
    runtime.consent(true);
    await settle(4);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(reports().map((r) => r.data.message)).toEqual(['before consent']);
    runtime.consent(false);
  });
});
