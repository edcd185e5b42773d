import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGenericContext } from '../../../src/platform/createGenericContext.tsx';
import { ErrorBoundary } from '../../../src/platform/ErrorBoundary.tsx';
import { readSessionValue, storeSessionValue } from '../../../src/platform/storedSessionValue.ts';
import {
  DOM_SETTLE_QUIET_MS,
  DOM_SETTLE_TIMEOUT_MS,
  waitForDomSettle,
} from '../../../src/platform/waitForDomSettle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('stored session values', () => {
  it('gives back what was stored, until its expiry, then forgets it', () => {
    expect(storeSessionValue('draft', { title: 'Shop' }, { expiresAt: 2000 })).toBe(true);
    expect(readSessionValue('draft', { now: 1999 })).toEqual({ title: 'Shop' });
    expect(readSessionValue('draft', { now: 2000 })).toBeUndefined();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('keeps a value without expiry; reads nothing for a missing or foreign entry', () => {
    storeSessionValue('seen', true);
    expect(readSessionValue('seen', { now: Number.MAX_SAFE_INTEGER })).toBe(true);
    expect(readSessionValue('missing')).toBeUndefined();
    sessionStorage.setItem('foreign', '{not json');
    expect(readSessionValue('foreign')).toBeUndefined();
    sessionStorage.setItem('plain', '"text"');
    expect(readSessionValue('plain')).toBeUndefined();
  });

  it('says false when storage refuses (quota), instead of throwing', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(storeSessionValue('x', 1, { storage: full })).toBe(false);
  });
});

describe('DOM-settle wait', () => {
  it('uses the spec limits: 3000 ms timeout, 100 ms quiet', () => {
    expect([DOM_SETTLE_TIMEOUT_MS, DOM_SETTLE_QUIET_MS]).toEqual([3000, 100]);
  });

  it('settles after a quiet period that follows the last mutation', async () => {
    const started = performance.now();
    const done = waitForDomSettle(document.body, { quietMs: 60, timeoutMs: 2000 });
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 30));
      document.body.append(document.createElement('p'));
    }
    expect(await done).toBe('settled');
    // Three mutations 30 ms apart pushed the end past 90 + 60 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('gives up at the timeout while the DOM keeps changing', async () => {
    const timer = setInterval(() => document.body.append(document.createElement('p')), 10);
    try {
      expect(await waitForDomSettle(document.body, { quietMs: 50, timeoutMs: 200 })).toBe('timeout');
    } finally {
      clearInterval(timer);
    }
  });
});

describe('generic context', () => {
  const [useStore, StoreProvider] = createGenericContext<{ name: string }>();
  function StoreName() {
    return <span>{useStore().name}</span>;
  }

  it('gives the provided value inside its Provider', async () => {
    const root = document.createElement('div');
    await act(() => {
      render(
        <StoreProvider value={{ name: 'Winter Shop' }}>
          <StoreName />
        </StoreProvider>,
        root,
      );
    });
    expect(root.textContent).toBe('Winter Shop');
  });

  it("throws 'useGenericContext must be used within a Provider' outside it", () => {
    const root = document.createElement('div');
    expect(() => render(<StoreName />, root)).toThrow('useGenericContext must be used within a Provider');
  });
});

describe('component error boundary', () => {
  function Crashing(): never {
    throw new Error('chart data missing');
  }

  it('shows the fallback content and reports the crash', async () => {
    const report = vi.fn();
    const root = document.createElement('div');
    await act(() => {
      render(
        <ErrorBoundary report={report} fallback={<em>Chart unavailable</em>}>
          <Crashing />
        </ErrorBoundary>,
        root,
      );
    });
    expect(root.innerHTML).toBe('<em>Chart unavailable</em>');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({ message: 'chart data missing' });
  });

  it("says 'Something went wrong' by default, and survives a reporter that throws", async () => {
    const root = document.createElement('div');
    await act(() => {
      render(
        <ErrorBoundary
          report={() => {
            throw new Error('reporter down');
          }}
        >
          <Crashing />
        </ErrorBoundary>,
        root,
      );
    });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong');
  });

  it('shows the children when nothing crashes', async () => {
    const root = document.createElement('div');
    await act(() => {
      render(
        <ErrorBoundary report={vi.fn()}>
          <b>ok</b>
        </ErrorBoundary>,
        root,
      );
    });
    expect(root.innerHTML).toBe('<b>ok</b>');
  });
});
