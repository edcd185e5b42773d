import type { VitrineRuntime } from '../../runtime/types.ts';
import { apiUrl } from '../shared/apiUrl.ts';
import { configValue } from '../shared/pageContext.ts';

/** The environments whose tracker hosts differ (engine spec §7: dev, qa/staging, prod). */
export type TrackerEnv = 'dev' | 'qa' | 'staging' | 'prod';

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

const _HOSTS = /^(?:(?:dev|qa|staging|prod)=https?:\/\/[^\s/?#]+\/?\s*)+$/;

/**
 * The new tracker's loader attributes (README "Tracking"): data-tracker-env (default prod),
 * data-tracker-hosts ("dev=https://… qa=https://… prod=https://…": each environment's host; qa
 * and staging stand for each other), data-tracker-fire-events and data-tracker-beacon ("false"
 * turns them off), data-tracker-validate ("true"). An environment without a host is served by
 * the API's own origin (data-api-base, else the page's): the fixture server in the demo.
 */
export function trackerSettings(runtime: VitrineRuntime): TrackerSettings {
  const env = (configValue(runtime, 'trackerEnv', /^(?:dev|qa|staging|prod)$/) ?? 'prod') as TrackerEnv;
  const hosts: Record<string, string> = {};
  for (const pair of (configValue(runtime, 'trackerHosts', _HOSTS) ?? '').split(/\s+/).filter(Boolean)) {
    const [name, url] = pair.split('=') as [string, string];
    hosts[name] = url;
  }
  const twin = env === 'qa' ? 'staging' : env === 'staging' ? 'qa' : env;
  const host = hosts[env] ?? hosts[twin];
  const url = (path: string) => apiUrl(runtime, path, host);
  const off = (key: string) => runtime.config[key] === 'false';
  return {
    env,
    eventsUrl: url('/api/v1/clanker/events'),
    validateUrl: url('/api/v1/clanker/validate-event-content/'),
    fireEvents: !off('trackerFireEvents'),
    beacon: !off('trackerBeacon'),
    validate: runtime.config.trackerValidate === 'true',
  };
}
