// How a whole page sits on the screen, for the end-to-end tests of phones and desktops: nothing sticks out
// sideways (the page never scrolls horizontally), and what is pinned to the screen (the site's header, the
// visitors' bar of actions, the calculator's total) covers neither the page's heading nor its first control, at
// the top of the page or when either is scrolled into view, overlaps nothing else pinned, and takes at most a
// quarter of the screen.
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';

/** At most this share of the screen is pinned (a header and the bars at the bottom, together). */
const MOST_PINNED = 0.25;

export interface PageLayout {
  /** How far the page is wider than the screen, in px (0: it fits). */
  overflow: number;
  /** The innermost elements that reach past the screen's right edge, for the failure's message. */
  wide: string[];
  /** What the heading or the first control is under, as "what under what (where)", and pinned parts that overlap. */
  covered: string[];
  /** The share of the screen that bars pinned across it take, halfway down the page. */
  pinned: number;
}

/** Measures the page as it is now (see PageLayout); it scrolls the page. */
export function measureLayout(page: Page): Promise<PageLayout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} '${(element.textContent ?? '').trim().slice(0, 30)}'`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };

    // What a box of its own scrolls or clips (a wide table in its scrolling box) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => visible(element) && element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element))
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);

    // Pinned to the screen: fixed, or sticky with no scrolling box of its own between it and the page (a table's
    // header that sticks inside its own scrolling box covers only that box's cells).
    const scrollsItself = (element: Element) => /auto|scroll|hidden/.test(getComputedStyle(element).overflow);
    const pinnedToScreen = (element: Element) => {
      const { position } = getComputedStyle(element);
      if (position === 'fixed') return true;
      if (position !== 'sticky') return false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsItself(parent)) return false;
      }
      return true;
    };
    const pinned = [...document.querySelectorAll('body *')].filter(pinnedToScreen);
    const overlaps = (a: DOMRect, b: DOMRect) => a.bottom > b.top + 1 && a.top < b.bottom - 1 && a.right > b.left + 1 && a.left < b.right - 1;
    const under = (target: Element) =>
      pinned.find(
        (element) =>
          !element.contains(target) &&
          !target.contains(element) &&
          visible(element) &&
          overlaps(target.getBoundingClientRect(), element.getBoundingClientRect()),
      );

    const main = document.querySelector('main') ?? document.body;
    const heading = main.querySelector('h1');
    const control = [...main.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]')].find(
      (element) => visible(element) && !(element as HTMLButtonElement).disabled,
    );
    const covered: string[] = [];
    for (const target of [heading, control]) {
      if (!target) continue;
      const check = (where: string) => {
        const cover = under(target);
        if (cover) covered.push(`${describe(target)} under ${describe(cover)} (${where})`);
      };
      window.scrollTo(0, 0);
      check('top of the page');
      for (const block of ['start', 'end'] as const) {
        target.scrollIntoView({ block });
        check(`scrolled into view, ${block}`);
      }
    }

    // Halfway down the page: the bars across the screen (a column pinned beside the content, as the budget's summary
    // on a desktop, covers none of it) and whether anything pinned slid under something else pinned.
    window.scrollTo(0, (root.scrollHeight - root.clientHeight) / 2);
    const screen = root.clientHeight;
    const shown = pinned.filter((element) => visible(element) && !pinned.some((other) => other !== element && other.contains(element)));
    let pinnedHeight = 0;
    for (const element of shown) {
      const box = element.getBoundingClientRect();
      if (box.width < root.clientWidth / 2) continue;
      pinnedHeight += Math.max(0, Math.min(box.bottom, screen) - Math.max(box.top, 0));
    }
    for (const [index, element] of shown.entries()) {
      const other = shown.slice(index + 1).find((next) => overlaps(element.getBoundingClientRect(), next.getBoundingClientRect()));
      if (other) covered.push(`${describe(element)} and ${describe(other)} overlap (halfway down the page)`);
    }
    window.scrollTo(0, 0);
    return { overflow: root.scrollWidth - root.clientWidth, wide, covered, pinned: Math.round((pinnedHeight / screen) * 100) / 100 };
  });
}

/** Fails, naming what is wrong, unless the page fits (see measureLayout); `path` names the page. It scrolls the page. */
export async function expectFits(page: Page, path: string): Promise<void> {
  const layout = await measureLayout(page);
  expect(layout.wide, `${path}: wider than the screen`).toEqual([]);
  expect(layout.overflow, `${path}: scrolls sideways`).toBeLessThanOrEqual(0);
  expect(layout.covered, `${path}: covered by what is pinned`).toEqual([]);
  expect(layout.pinned, `${path}: share of the screen pinned`).toBeLessThanOrEqual(MOST_PINNED);
}
