import type { Page } from 'playwright-core';

/** What has focus, as a screen reader would name it, and whether it shows a focus indicator. */
export interface Focused {
  tag: string;
  role: string | null;
  name: string;
  inDialog: boolean;
  /** A toast (sonner keeps toasts in the Tab order and sends focus back where it was when it leaves them). */
  inToaster: boolean;
  /** An outline of some width and a colour that is not transparent on the element, or on its label when the element is visually hidden. */
  indicator: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: null, name: '', inDialog: false, inToaster: false, indicator: false };
    // Text as announced: what aria-hidden hides (an avatar's initials, icons) is not part of the name.
    const text = (node: Element | null | undefined) => {
      if (!node) return '';
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    };
    const labelledBy = el.getAttribute('aria-labelledby')?.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
    const labels = (el as HTMLInputElement).labels;
    const name = el.getAttribute('aria-label') ?? (labelledBy || (labels?.length ? text(labels[0]) : text(el)));
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    };
    const box = el.getBoundingClientRect();
    const visuallyHidden = box.width <= 1 || box.height <= 1;
    const shown = visuallyHidden ? [...(labels ?? [])].some(outlined) : outlined(el);
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), name, inDialog: !!el.closest('[role="dialog"], [role="menu"]'), inToaster: !!el.closest('[data-sonner-toaster]'), indicator: shown };
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element's name matches, as a keyboard user moves
 * through the page; fails with the stops passed on the way when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, name: RegExp, { max = 80, backwards = false } = {}): Promise<Focused> {
  const passed: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (name.test(now.name)) return now;
    passed.push(`${now.tag}${now.role ? `[${now.role}]` : ''} "${now.name.slice(0, 40)}"`);
  }
  throw new Error(`no element named ${name} within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; passed:\n  ${passed.join('\n  ')}`);
}

/** Waits until the page's main heading (h1) has focus, as it should after a change of route. */
export async function waitForHeadingFocus(page: Page, level = 1): Promise<string> {
  await page.waitForFunction((tag) => document.activeElement?.tagName === tag, `H${level}`, { timeout: 20_000 });
  return page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}
