import type { Locator, Page } from 'playwright-core';

// Layout as a person sees it, measured in the browser: a text that should stay on one line does,
// things that share a row do not overlap, and nothing runs past its container or the screen. Each check
// returns the problems it found, in words, so a failing test says what is wrong where.

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Browser-side helpers, installed once per page as window.__layout. */
function install() {
  const w = window as unknown as { __layout?: unknown };
  if (w.__layout) return;
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  // Text read out but not drawn (sr-only: a 1 px absolute box) has no rows.
  const hidden = (node: Node, root: Element) => {
    for (let e = node.parentElement; e && e !== root.parentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || (cs.position === 'absolute' && e.clientWidth <= 1)) return true;
    }
    return false;
  };
  // The rows the element's drawn text and icons take (each text fragment and leaf box; those of a row overlap vertically).
  const lines = (el: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
      if (hidden(n, el)) continue;
      if (n.nodeType === Node.TEXT_NODE) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        rects.push(...range.getClientRects());
      } else if (n !== el && (n as Element).childNodes.length === 0) rects.push((n as Element).getBoundingClientRect());
    }
    const rows: { top: number; bottom: number }[] = [];
    for (const r of rects.filter((x) => x.width > 0.5 && x.height > 0.5).sort((a, b) => a.top - b.top)) {
      const last = rows.at(-1);
      if (last && r.top < last.bottom - 2) last.bottom = Math.max(last.bottom, r.bottom);
      else rows.push({ top: r.top, bottom: r.bottom });
    }
    return Math.max(1, rows.length);
  };
  const clipped = (el: Element) => el.scrollWidth > el.clientWidth + 1;
  w.__layout = { box, lines, clipped };
}

type Helpers = { box(el: Element): Box; lines(el: Element): number; clipped(el: Element): boolean };

/** How far the page is wider than the screen (0 when it does not scroll sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The problems of the listing cards (the first `max`): each one's state badge and countdown on one line,
 * side by side and inside the photo; its buttons each on one line, not cut, inside the card. (Measuring a
 * card lays it out even while content-visibility skips it off screen.)
 */
export async function cardProblems(cards: Locator, max = 24): Promise<string[]> {
  await cards.page().evaluate(install);
  const all = await cards.evaluateAll(
    (els, n) =>
      els.slice(0, n).map((el) => {
        const L = (window as unknown as { __layout: Helpers }).__layout;
        const name = el.getAttribute('aria-label') ?? '?';
        const problems: string[] = [];
        const cardBox = L.box(el);
        const photo = el.querySelector('a');
        const state = el.querySelector('[data-testid="status-badge"]');
        const countdown = el.querySelector('[data-testid="countdown"]');
        if (!state || !photo) return [`${name}: no state badge`];
        const photoBox = L.box(photo);
        for (const [what, node] of [
          ['state badge', state],
          ['countdown', countdown],
        ] as const) {
          if (!node) continue;
          const b = L.box(node);
          if (L.lines(node) !== 1) problems.push(`${name}: the ${what} '${node.textContent}' takes ${L.lines(node)} lines`);
          if (b.left < photoBox.left - 0.5 || b.right > photoBox.right + 0.5) problems.push(`${name}: the ${what} runs past the photo`);
        }
        if (countdown && L.box(state).right > L.box(countdown).left) problems.push(`${name}: the state badge and the countdown overlap`);
        for (const button of el.querySelectorAll('[data-testid="card-actions"] > *')) {
          const b = L.box(button);
          const text = button.textContent?.trim();
          if (b.left < cardBox.left - 0.5 || b.right > cardBox.right + 0.5)
            problems.push(`${name}: '${text}' runs past the card (${Math.round(b.right)} > ${Math.round(cardBox.right)})`);
          if (L.clipped(button)) problems.push(`${name}: '${text}' is cut off`);
          if (L.lines(button) !== 1) problems.push(`${name}: '${text}' wraps`);
        }
        return problems;
      }),
    max,
  );
  return all.flat();
}

/**
 * The problems of the detail page's sticky timer bar: its parts (time, price, control) in one row, in order,
 * not overlapping, inside the screen; every label, value and button on one line and not cut.
 */
export async function timerBarProblems(page: Page): Promise<string[]> {
  await page.evaluate(install);
  return page.getByTestId('timer-bar').evaluate((bar) => {
    const L = (window as unknown as { __layout: Helpers }).__layout;
    const problems: string[] = [];
    const row = bar.firstElementChild!;
    const rowBox = L.box(row);
    const parts = [...row.children].filter((c) => L.box(c).right > L.box(c).left);
    parts.forEach((part, i) => {
      const b = L.box(part);
      const id = part.getAttribute('data-testid') ?? `part ${i}`;
      if (b.left < 0 || b.right > window.innerWidth)
        problems.push(`${id} runs past the screen (${Math.round(b.left)}..${Math.round(b.right)} of ${window.innerWidth})`);
      if (b.top < rowBox.top - 0.5 || b.bottom > rowBox.bottom + 0.5) problems.push(`${id} leaves the row`);
      const next = parts[i + 1];
      if (next && b.right > L.box(next).left + 0.5)
        problems.push(`${id} overlaps ${next.getAttribute('data-testid')} (${Math.round(b.right)} > ${Math.round(L.box(next).left)})`);
      for (const text of part.querySelectorAll('p, [role="timer"], button, span.rounded-full')) {
        if (getComputedStyle(text).position === 'absolute' || L.box(text).right <= L.box(text).left) continue; // not drawn
        if (L.lines(text) !== 1) problems.push(`${id}: '${text.textContent?.trim()}' takes ${L.lines(text)} lines`);
        if (L.clipped(text)) problems.push(`${id}: '${text.textContent?.trim()}' is cut off`);
        const t = L.box(text);
        if (t.left < b.left - 0.5 || t.right > b.right + 0.5) problems.push(`${id}: '${text.textContent?.trim()}' runs out of its place`);
      }
    });
    return problems;
  });
}
