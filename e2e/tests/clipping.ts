// Two checks every screen must pass (issue 36, points 1 and 8; docs/design-system.md, Layout): nothing a person
// must read is cut off, and every control on a phone is a 44 x 44 px target. Both run inside the page on what is
// drawn now, and answer the offenders in words, so a failure says which figure or button and by how much.
import { expect, type Page } from './fixtures';

/** A money figure as the app writes it: "$1,234.56", "-$12.00", "($12.00)", "1,234.56". */
const MONEY = String.raw`\$\s?\d|\d{1,3}(,\d{3})+(\.\d\d)?|\d\.\d\d\b`;
/** Elements whose text is a label a person acts on or reads a table by. */
const LABELS =
  'button, [role="button"], [role="tab"], [role="menuitem"], .mantine-Badge-root, [role="columnheader"], th, label';

/**
 * Every visible money figure, and the text of every visible button, tab, badge, label and column header, that is
 * not wholly inside the box of each ancestor that clips it (overflow other than visible) or is cut by its own
 * ellipsis. A scrolling ancestor (auto or scroll) may hide what lies beyond its bottom edge (a long list scrolls),
 * never a part of a figure sideways: a wide grid keeps its money columns in view or pinned. Answers one line per
 * offender: its text and what cuts it.
 */
export async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ money, labels }) => {
      const moneyRe = new RegExp(money);
      const found: string[] = [];
      const seen = new Set<Element>();
      const visible = (el: Element) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        el.getBoundingClientRect().width > 0;
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.classList[0] ? `.${el.classList[0]}` : ''}`;
      const clips = (v: string) => v !== 'visible';
      const check = (text: Text, isMoney: boolean) => {
        const words = (text.textContent ?? '').trim();
        if (!words) return;
        const range = document.createRange();
        range.selectNodeContents(text);
        const r = range.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return;
        // its own ellipsis, or any ancestor that cuts it
        for (let el: Element | null = text.parentElement; el && el !== document.body; el = el.parentElement) {
          const s = getComputedStyle(el);
          if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
            found.push(
              `"${words}" ends in an ellipsis in ${name(el)} (${el.scrollWidth} > ${el.clientWidth} px)`,
            );
            return;
          }
          const x = clips(s.overflowX);
          const y = clips(s.overflowY);
          if (!x && !y) continue;
          // text for screen readers alone (a 1 px clipped box) is hidden on purpose
          if (el.clientWidth <= 1 || el.clientHeight <= 1) return;
          const b = el.getBoundingClientRect();
          const left = b.left + el.clientLeft;
          const top = b.top + el.clientTop;
          const right = left + el.clientWidth;
          const bottom = top + el.clientHeight;
          // A scroller may hide a row below its fold (the user scrolls down) and a label beyond its side (a tab
          // bar scrolls); never a money figure sideways: a wide grid keeps its money columns in view.
          const scrollsY = s.overflowY === 'auto' || s.overflowY === 'scroll';
          // (AG Grid's header row is overflow hidden but scrolls sideways with the rows under it)
          const scrollsX =
            s.overflowX === 'auto' ||
            s.overflowX === 'scroll' ||
            (!isMoney && !!text.parentElement?.closest('.ag-header'));
          const outX = x && (!scrollsX || isMoney) && (r.left < left - 0.5 || r.right > right + 0.5);
          const outY = y && !scrollsY && (r.top < top - 0.5 || r.bottom > bottom + 0.5);
          if (outX || outY) {
            found.push(
              `"${words}" (${Math.round(r.left)}-${Math.round(r.right)} x ${Math.round(r.top)}-${Math.round(r.bottom)}) is cut by ${name(el)} (${Math.round(left)}-${Math.round(right)} x ${Math.round(top)}-${Math.round(bottom)})`,
            );
            return;
          }
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n as Text;
        const parent = text.parentElement;
        if (!parent || !visible(parent)) continue;
        if (parent.closest('script, style, [aria-hidden="true"], .ag-hidden, [data-clip-ok]')) continue;
        const owner = parent.closest(labels);
        if (moneyRe.test(text.textContent ?? '') || owner) {
          if (seen.has(parent)) continue;
          seen.add(parent);
          check(text, moneyRe.test(text.textContent ?? ''));
        }
      }
      return found;
    },
    { money: MONEY, labels: LABELS },
  );
}

/** Fails, naming each figure or label cut off on the page as drawn now. */
export async function expectNothingCutOff(page: Page, where: string): Promise<void> {
  expect(await cutOff(page), `cut off on ${where}`).toEqual([]);
}

/**
 * Controls smaller than 44 x 44 px (WCAG 2.5.5) among the visible buttons, links, inputs, checkboxes, tabs and
 * other roles a finger presses. A control counts its own box, an absolutely placed ::before or ::after that widens
 * its hit area, and the label that wraps it or names it (a tap on it works the control). A link inside a sentence
 * is exempt (WCAG's inline exception). Answers one line per offender.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44 - 0.5;
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="tab"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"], [role="combobox"], summary';
    const found: string[] = [];
    const inSentence = (a: Element) => {
      if (a.tagName !== 'A' || getComputedStyle(a).display !== 'inline') return false;
      const p = a.parentElement;
      return !!p && (p.textContent ?? '').trim().length > (a.textContent ?? '').trim().length + 10;
    };
    const hitBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      let w = r.width;
      let h = r.height;
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content === 'none' || s.position !== 'absolute') continue;
        w = Math.max(w, Number.parseFloat(s.width) || 0);
        h = Math.max(h, Number.parseFloat(s.height) || 0);
      }
      // a label wrapping the control, or naming it by `for`, takes the tap too
      const labels = [el.closest('label'), ...((el as HTMLInputElement).labels ?? [])].filter(Boolean);
      for (const l of labels) {
        const b = (l as Element).getBoundingClientRect();
        if (b.width >= w && b.height >= h && b.width * b.height > w * h) [w, h] = [b.width, b.height];
      }
      return { w, h };
    };
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      // a control drawn 1 px wide for screen readers (a file input behind its button) is pressed through another
      if (r.width <= 1 || r.height <= 1) continue;
      if (el.closest('[aria-hidden="true"], [inert]') || inSentence(el)) continue;
      // a control drawn inside a bigger one (an icon inside its button) is pressed through that one
      const outer = el.parentElement?.closest(selector);
      if (outer && outer.getBoundingClientRect().width >= MIN && outer.getBoundingClientRect().height >= MIN)
        continue;
      const { w, h } = hitBox(el);
      if (w >= MIN && h >= MIN) continue;
      const label =
        el.getAttribute('aria-label') ||
        (el.textContent ?? '').trim().slice(0, 40) ||
        (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        el.getAttribute('data-testid') ||
        el.tagName.toLowerCase();
      found.push(
        `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label}" ${Math.round(w)} x ${Math.round(h)} px`,
      );
    }
    return found;
  });
}

/** Fails, naming each control on the page smaller than 44 x 44 px. */
export async function expectTargetsBigEnough(page: Page, where: string): Promise<void> {
  expect(await smallTargets(page), `small targets on ${where}`).toEqual([]);
}
