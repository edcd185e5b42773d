import { sessionRecordingId } from '../api/routes/platformServices.ts';
import type { PlatformClient } from './PlatformClient.ts';

/** What decides whether session recording may start (engine spec §9). */
export interface SessionRecordingContext {
  /** the site's country (ISO code) */
  country: string | undefined;
  /** the site's time zone (IANA) */
  timeZone: string | undefined;
  featureToggle: boolean;
  /** the sampled experiment's variant; only 'false' means out (none sampled: in) */
  experimentVariant: string | undefined;
  /** navigator.hardwareConcurrency */
  cpuCores: number | undefined;
  /** the page's query string, for the forcing flag */
  search: string;
}

export const FORCE_SESSION_RECORDING_PARAM = 'force_enable_fullstory';

/**
 * Eligible when forced by `force_enable_fullstory=true`, or when the site is in the US or Japan,
 * its time zone starts with America or is Asia/Tokyo, the toggle is on, the sampled variant is
 * not 'false', and the device has more than 2 CPU cores.
 */
export function isSessionRecordingEligible(context: SessionRecordingContext): boolean {
  if (new URLSearchParams(context.search).get(FORCE_SESSION_RECORDING_PARAM) === 'true') return true;
  const zone = context.timeZone ?? '';
  return (
    (context.country === 'US' || context.country === 'JP') &&
    (zone.startsWith('America') || zone.startsWith('Asia/Tokyo')) &&
    context.featureToggle &&
    // Only the variant 'false' excludes: a missing variant (no experiment sampled) does not.
    context.experimentVariant !== 'false' &&
    (context.cpuCores ?? 0) > 2
  );
}

/** Our rule (the spec does not give the mock values): an empty id, or one starting with 'mock'. */
export function isMockRecordingId(id: string): boolean {
  return id.trim() === '' || /^mock/i.test(id.trim());
}

export function fetchSessionRecordingId(client: PlatformClient): Promise<string> {
  return client.call(sessionRecordingId);
}

/**
 * Start recording when eligible and the server's id is not a mock; `start` loads the recorder.
 * A failure anywhere is logged and ignored (engine spec §8): resolves whether it started.
 */
export async function startSessionRecording(
  client: PlatformClient,
  context: SessionRecordingContext,
  start: (id: string) => void | Promise<void>,
): Promise<boolean> {
  if (!isSessionRecordingEligible(context)) return false;
  try {
    const id = await fetchSessionRecordingId(client);
    if (isMockRecordingId(id)) return false;
    await start(id);
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
