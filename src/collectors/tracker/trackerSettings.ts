import { trackerEvents, trackerValidateEventContent } from '../../api/wire/events.ts';
import { apiUrl, pageSettings, type TrackerEnv } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';

export type { TrackerEnv } from '../../runtime/settings.ts';

export interface TrackerSettings {
  env: TrackerEnv;
  /** absolute URL of POST /api/v1/clanker/events on the environment's host */
  eventsUrl: string;
  /** absolute URL of validate-event-content, without the schema name */
  validateUrl: string;
  /** send events at all (default on, engine spec §9) */
  fireEvents: boolean;
  /** by beacon (default on), else fetch with JSON */
  beacon: boolean;
  /** validate mode: each event's content goes to validate-event-content instead */
  validate: boolean;
}

/**
 * The new tracker's settings (docs/integrators/collectors.md, "Tracking"): data-tracker-env (default prod),
 * data-tracker-hosts ("dev=https://… qa=https://… prod=https://…": each environment's host; qa
 * and staging stand for each other), data-tracker-fire-events and data-tracker-beacon ("false"
 * turns them off), data-tracker-validate ("true"). An environment without a host is served by
 * the API's own origin (data-api-base, else the page's): the fixture server in the demo.
 */
export function trackerSettings(runtime: VitrineRuntime): TrackerSettings {
  const settings = pageSettings(runtime.config);
  const env = settings.trackerEnv;
  const twin = env === 'qa' ? 'staging' : env === 'staging' ? 'qa' : env;
  const host = settings.trackerHosts[env] ?? settings.trackerHosts[twin] ?? settings.apiBase;
  // Read into a const first, so the minifier keeps the path alone, not the whole wire record.
  const validatePath: string = trackerValidateEventContent.path;
  return {
    env,
    eventsUrl: apiUrl(host, trackerEvents.path),
    validateUrl: apiUrl(host, validatePath.replace('{schemaName}', '')),
    fireEvents: settings.trackerFireEvents,
    beacon: settings.trackerBeacon,
    validate: settings.trackerValidate,
  };
}
