import { describe, expect, it } from 'vitest';
import { elementPath, PATH_MAX } from '../../../src/collectors/performance/elementPath.ts';
import {
  type Interaction,
  keepSlowest,
  SLOWEST_KEPT,
} from '../../../src/collectors/performance/keepSlowest.ts';

describe('element paths', () => {
  it('name an element from its nearest ancestor with an id, with its first class', () => {
    document.body.innerHTML =
      '<main id="main"><div class="product wide"><button class="add">Add</button></div></main>';
    expect(elementPath(document.querySelector('button'))).toBe('main#main>div.product>button.add');
    // a text node is named by its element; nothing is ''
    expect(elementPath(document.querySelector('button')!.firstChild)).toBe(
      'main#main>div.product>button.add',
    );
    expect(elementPath(null)).toBe('');
  });

  it('are cut at 200 characters, keeping the element end', () => {
    let html = '<button class="target">x</button>';
    for (let i = 0; i < 40; i++) html = `<div class="level-${i}">${html}</div>`;
    document.body.innerHTML = html;
    const path = elementPath(document.querySelector('button'));
    expect(PATH_MAX).toBe(200);
    expect(path.length).toBeLessThanOrEqual(200);
    expect(path.length).toBeGreaterThan(180);
    expect(path.endsWith('div.level-0>button.target')).toBe(true);
    // one element whose own name is longer than 200 is cut to 200
    document.body.innerHTML = `<p id="${'x'.repeat(300)}">y</p>`;
    expect(elementPath(document.querySelector('p'))).toHaveLength(200);
  });
});

describe('the slowest interactions', () => {
  const interaction = (id: number, duration: number): Interaction => ({
    id,
    type: 'click',
    target: 'button',
    duration,
    inputDelay: 0,
    processing: 0,
    presentation: duration,
    at: id,
  });

  it('keeps the 10 slowest, slowest first', () => {
    const list: Interaction[] = [];
    for (const [i, d] of [40, 300, 16, 120, 88, 500, 24, 64, 200, 32, 72, 1000, 48, 56].entries()) {
      keepSlowest(list, interaction(i + 1, d));
    }
    expect(SLOWEST_KEPT).toBe(10);
    expect(list.map((i) => i.duration)).toEqual([1000, 500, 300, 200, 120, 88, 72, 64, 56, 48]);
  });

  it('counts an interaction once, with its slowest event', () => {
    const list: Interaction[] = [];
    keepSlowest(list, interaction(7, 40));
    keepSlowest(list, interaction(7, 96));
    keepSlowest(list, interaction(7, 24));
    expect(list).toEqual([interaction(7, 96)]);
  });
});
