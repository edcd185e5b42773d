/** The 10 slowest interactions are kept (engine spec §9). */
export const SLOWEST_KEPT = 10;

/** One interaction, in whole milliseconds, as the report carries it. */
export interface Interaction {
  /** the browser's interactionId: the events of one tap or key press share it */
  id: number;
  /** the event's type (click, pointerup, keydown …) */
  type: string;
  /** the element's path (elementPath) */
  target: string;
  /** from the input to the next paint */
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** when it happened, ms after the page's time origin */
  at: number;
}

/**
 * Adds an interaction to `list`, keeping the 10 slowest, slowest first, each interaction once
 * (with its slowest event).
 */
export function keepSlowest(list: Interaction[], item: Interaction): Interaction[] {
  const same = list.findIndex((i) => i.id === item.id);
  if (same >= 0) {
    if (list[same]!.duration >= item.duration) return list;
    list.splice(same, 1);
  }
  list.push(item);
  list.sort((a, b) => b.duration - a.duration);
  list.length = Math.min(list.length, SLOWEST_KEPT);
  return list;
}
