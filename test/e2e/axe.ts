import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contrastRatio } from './fixtures.ts';

export interface AxeScope {
  /** only this part of the page (a selector) */
  include?: string;
  /** only these rules */
  only?: string[];
  /** these rules left out: each use says why */
  skip?: string[];
  /**
   * Contrast axe gave up on because the text lies over a fixed panel that itself lies over
   * different parts of the page (its 'elmPartiallyObscuring': reduceToElementsBelowFloating keeps
   * what lies below the panel, however opaque the panel): measured by hand instead, the text's
   * colour against the closest element of this selector, both opaque, at 4.5:1 or more.
   */
  panel?: string;
}

/**
 * Every CSS transition and animation running on the page, finished: axe judges colours as they
 * are drawn, and a state change caught mid-fade (the add-to-cart button's opacity going from its
 * disabled 0.6 back to 1 over 0.15 s, a dialog fading in) reads as a contrast failure that no
 * visitor sees at rest.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * What axe finds once the page is at rest (transitionsDone), one line each (rule, impact, help,
 * targets) so a failure says what to fix. Contrast that axe could not judge ('incomplete':
 * text the colour of its background, or over an image) counts as a finding, since the theme
 * controls both colours. Two kinds are judged by hand instead, the text's colour against what is
 * drawn behind it, both opaque, at 4.5:1 or more: glyphs axe never judges ('nonBmp', outside the
 * Basic Multilingual Plane or among its icon ranges: the cart's − and + steps), against the
 * nearest background, and, with `panel`, text over a fixed panel, against that panel.
 */
export async function axeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await transitionsDone(page);
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.only) builder = builder.withRules(scope.only);
  if (scope.skip) builder = builder.disableRules(scope.skip);
  const { violations, incomplete } = await builder.analyze();
  const unsure = incomplete.filter((v) => v.id === 'color-contrast');
  const findings: string[] = [];
  /** Nodes judged by hand, each with what its text is measured against (a selector; '' : its own background). */
  const byHand: Array<[string, string]> = [];
  for (const v of [...violations, ...unsure]) {
    type Node = (typeof v.nodes)[number];
    // Why axe could not judge a node, when it could not: 'bgImage', 'pseudoContent', 'nonBmp' …
    const why = (n: Node) =>
      unsure.includes(v)
        ? n.any.map((c) => (c.data as { messageKey?: string } | null)?.messageKey).find(Boolean)
        : undefined;
    const against = (n: Node) =>
      why(n) === 'elmPartiallyObscuring' && scope.panel !== undefined
        ? scope.panel
        : why(n) === 'nonBmp'
          ? ''
          : undefined;
    const nodes = v.nodes.filter((n) => against(n) === undefined);
    byHand.push(
      ...v.nodes
        .filter((n) => against(n) !== undefined)
        .map((n): [string, string] => [String(n.target[0]), against(n)!]),
    );
    if (nodes.length > 0)
      findings.push(
        `${v.id} (${v.impact}): ${v.help} — ${nodes.map((n) => n.target.join(' ') + (why(n) ? ` (${why(n)})` : '')).join(', ')}`,
      );
  }
  for (const [selector, panel] of byHand) {
    const colours = await page.locator(selector).evaluate((el, panel) => {
      // The panel, or else the nearest box (itself included) with a background of its own.
      let surface: Element | null = panel ? el.closest(panel) : el;
      while (!panel && surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)')
        surface = surface.parentElement;
      return (
        surface && { text: getComputedStyle(el).color, surface: getComputedStyle(surface).backgroundColor }
      );
    }, panel);
    const ratio = colours ? contrastRatio(colours.text, colours.surface) : 0;
    if (ratio < 4.5)
      findings.push(`color-contrast: ${selector} is ${ratio.toFixed(2)}:1 on ${panel || 'its background'}`);
  }
  return findings;
}
