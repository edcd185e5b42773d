import { PopupOverlayStorageKey } from '../../enums/popupOverlayStorageKey.ts';

/**
 * A visitor form inside a popup overlay (a promotional popup: docs/theme-authors/visitor-forms.md).
 * Its local-storage keys are engine spec §3's own: date-closed, version and submitted.
 */
export const POPUP_OVERLAY_KEYS = {
  dateClosed: PopupOverlayStorageKey.DATE_CLOSED,
  version: PopupOverlayStorageKey.VERSION,
  submitted: PopupOverlayStorageKey.SUBMITTED,
} as const;

/** Where earlier releases kept them (a prefix of ours): read once, moved, removed. */
export const LEGACY_POPUP_OVERLAY_PREFIX = 'vitrine-popup-overlay:';

/** The overlay: its attribute's value is its version (a new version is shown again to everyone). */
export const POPUP_OVERLAY_ATTR = 'data-vitrine-popup-overlay';
export const POPUP_CLOSE_ATTR = 'data-vitrine-popup-close';

export interface PopupOverlay {
  /** The form in it went through: not shown again until its version changes. */
  submitted(): void;
  stop(): void;
}

// Storage may be refused (privacy modes, a sandboxed frame): the popup then simply shows.
function _get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function _set(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not kept: shown again next time
  }
}

/**
 * Keys an earlier release wrote under our prefix move to the spec's names (a value already under
 * the spec's name wins), so a visitor who closed or answered the popup is not asked again.
 */
export function migrateLegacyKeys(): void {
  try {
    for (const key of Object.values(POPUP_OVERLAY_KEYS)) {
      const legacy = LEGACY_POPUP_OVERLAY_PREFIX + key;
      const value = localStorage.getItem(legacy);
      if (value === null) continue;
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      localStorage.removeItem(legacy);
    }
  } catch {
    // storage refused: nothing to move
  }
}

/**
 * The popup around `block`, if any: shown (the page writes it `hidden`) unless this version was
 * closed or its form submitted; its close buttons, or Escape, hide it and note the date and version.
 */
export function popupOverlay(block: Element): PopupOverlay | undefined {
  const overlay = block.closest<HTMLElement>(`[${POPUP_OVERLAY_ATTR}]`);
  if (!overlay) return undefined;
  migrateLegacyKeys();
  const version = overlay.getAttribute(POPUP_OVERLAY_ATTR) || '1';
  const seen = _get(POPUP_OVERLAY_KEYS.version) === version;
  overlay.hidden =
    seen && (_get(POPUP_OVERLAY_KEYS.submitted) === 'true' || !!_get(POPUP_OVERLAY_KEYS.dateClosed));
  const remember = (key: string, value: string) => {
    if (_get(POPUP_OVERLAY_KEYS.version) !== version) {
      // A new version starts afresh: what was noted of the old one no longer holds.
      try {
        localStorage.removeItem(POPUP_OVERLAY_KEYS.dateClosed);
        localStorage.removeItem(POPUP_OVERLAY_KEYS.submitted);
      } catch {
        // nothing kept anyway
      }
    }
    _set(POPUP_OVERLAY_KEYS.version, version);
    _set(key, value);
  };
  const close = () => {
    overlay.hidden = true;
    remember(POPUP_OVERLAY_KEYS.dateClosed, new Date().toISOString());
  };
  const onClick = (event: Event) => {
    if ((event.target as Element).closest(`[${POPUP_CLOSE_ATTR}]`)) close();
  };
  // Escape closes it as its close button does (a key something else took is left alone).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && !overlay.hidden) close();
  };
  overlay.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return {
    submitted: () => remember(POPUP_OVERLAY_KEYS.submitted, 'true'),
    stop: () => {
      overlay.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    },
  };
}
