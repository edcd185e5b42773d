import type { DescribedError } from './describeError.ts';

/** Spec §9: at most 20 reports per page (a report is one record sent). */
export const REPORTS_MAX = 20;
/** Spec §9: at most 10 reports queued awaiting their send. */
export const QUEUED_MAX = 10;

/** What a page has sent so far: it outlives a stop, so consent given again cannot pass the cap. */
export interface PageTally {
  sent: number;
}

/**
 * The reports waiting for their send. An error identical to a queued one adds to its count; a
 * new one joins while fewer than 10 wait and the page's 20 are not all spent, and is dropped
 * otherwise.
 */
export class ReportQueue {
  private readonly _queued = new Map<string, DescribedError['report']>();

  constructor(private readonly _tally: PageTally) {}

  /** True when the error was kept (queued or merged), false when it was dropped. */
  add({ key, report }: DescribedError): boolean {
    const same = this._queued.get(key);
    if (same) {
      same.data.count++;
      return true;
    }
    if (this._queued.size >= QUEUED_MAX || this._tally.sent + this._queued.size >= REPORTS_MAX) return false;
    this._queued.set(key, report);
    return true;
  }

  /** Everything queued, as it stands (still queued): what is written ahead while it waits. */
  peek(): DescribedError['report'][] {
    return [...this._queued.values()];
  }

  /** Everything queued, counted as sent: the caller hands it to the transport. */
  take(): DescribedError['report'][] {
    const batch = [...this._queued.values()];
    this._queued.clear();
    this._tally.sent += batch.length;
    return batch;
  }
}
