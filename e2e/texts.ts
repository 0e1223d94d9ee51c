// What a screen shows as text, read in the browser: Chinese glyphs drawn, words broken or controls
// wrapped across lines, English words and Western punctuation left on a Chinese screen.
import type { Page } from 'playwright-core';

/**
 * CJK text really has glyphs: two different characters draw different pixels (without a CJK font
 * both would be the same missing-glyph box).
 */
export async function rendersCjk(page: Page, text: string): Promise<boolean> {
  return page.evaluate((sample) => {
    const [a, b] = [...new Set(sample)];
    if (!a || !b) return false;
    const draw = (ch: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const ctx = canvas.getContext('2d');
      if (!ctx) return '';
      ctx.font = `32px ${getComputedStyle(document.body).fontFamily}`;
      ctx.fillText(ch, 2, 34);
      return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(',');
    };
    const pa = draw(a);
    return pa !== '' && pa !== draw(b) && /[1-9]/.test(pa);
  }, text);
}

/** The runs of `pattern` in the text under the elements matching `selector` that the browser broke across lines. */
function brokenRuns(page: Page, selector: string, pattern: RegExp): Promise<string[]> {
  return page.evaluate(
    ([css, source]) => {
      const broken: string[] = [];
      for (const element of document.querySelectorAll(css)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
      }
      return broken;
    },
    [selector, pattern.source] as const,
  );
}

/**
 * Words of the element's text that the browser broke across lines (issue 28: "you r balance"): each
 * word's rendered boxes, one line each, must be one box.
 */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return brokenRuns(page, selector, /[A-Za-z0-9$.,+()-]{2,}/);
}

/**
 * Number ranges ("14–27", "97.5–98.0%") under `root` that the browser broke across lines: a line may
 * break after an en dash, and a Chinese rules text on a phone read "14–" / "27".
 */
export function brokenRanges(page: Page, root: string): Promise<string[]> {
  return brokenRuns(page, root, /\d+(?:\.\d+)?–\d+(?:\.\d+)?%?/);
}

/**
 * Labels of the controls matching `selector` (a chip, a button, a tab) that the browser broke onto
 * more than one line (`wrapped`: a line of text broken; a label of two lines set one over the
 * other by design, a product's name over its rate, is not), or let run outside the control's box, clipped (`cut`). A
 * count drawn over a control's corner (a badge) is not its label.
 */
export async function labelProblems(page: Page, selector: string): Promise<{ wrapped: string[]; cut: string[] }> {
  return page.evaluate((css) => {
    const wrapped: string[] = [];
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      const box = element.getBoundingClientRect();
      let outside = false;
      // The lines of each block of the label (inline pieces of one sentence are one block).
      const lines = new Map<Element, Set<number>>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.adm-badge')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        let block = node.parentElement as Element;
        while (block !== element && getComputedStyle(block).display.startsWith('inline')) {
          block = block.parentElement as Element;
        }
        const tops = lines.get(block) ?? new Set<number>();
        lines.set(block, tops);
        // A text shortened with an ellipsis is drawn within its own box: that box must fit.
        const shortened = getComputedStyle(node.parentElement as Element).textOverflow === 'ellipsis';
        const rects = shortened ? [(node.parentElement as Element).getBoundingClientRect()] : range.getClientRects();
        for (const r of rects) {
          tops.add(Math.round(r.top));
          if (r.left < box.left - 1 || r.right > box.right + 1) outside = true;
        }
      }
      if ([...lines.values()].some((tops) => tops.size > 1)) wrapped.push(element.textContent ?? '');
      if (outside) cut.push((element.textContent ?? '').trim());
    }
    return { wrapped, cut };
  }, selector);
}

/**
 * Placeholders longer than their field (an input shows a placeholder on one line, cut at its edge)
 * and texts cut short with an ellipsis among `selector`: what a screen says but does not show.
 */
export async function cutShort(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const found: string[] = [];
    const measure = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.offsetParent === null || input.value) continue;
      const style = getComputedStyle(input);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(input.placeholder).width > room + 1) found.push(`placeholder: ${input.placeholder}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      if (element.scrollWidth > element.clientWidth + 1) found.push(`ellipsis: ${element.textContent}`);
    }
    return found;
  }, selector);
}

/** The labels of `selector` laid on more than one line (labelProblems). */
export async function wrappedTexts(page: Page, selector: string): Promise<string[]> {
  return (await labelProblems(page, selector)).wrapped;
}

/**
 * The visible text under `root`, outside names and codes: elements marked translate="no", code, and
 * `skip` (issues 28 and 29: what a Chinese screen must say in Chinese).
 */
export async function visibleText(page: Page, root: string, skip = ''): Promise<string> {
  return page.evaluate(
    ([rootSelector, skipSelector]) => {
      const walker = document.createTreeWalker(
        document.querySelector(rootSelector) ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      const parts: string[] = [];
      const hidden = `[translate="no"], code, script, style, option:not(:checked)${skipSelector ? `, ${skipSelector}` : ''}`;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest(hidden)) continue;
        if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    },
    [root, skip] as const,
  );
}

/** The English words (two or more Latin letters) in the visible text under `root` (see visibleText). */
export async function visibleLatinWords(page: Page, root: string, skip = ''): Promise<string[]> {
  return (await visibleText(page, root, skip)).match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * Western punctuation written after Chinese in the visible text under `root`: "档位: " where
 * Chinese writes "档位：", "(" where it writes "（". Each with the characters around it.
 */
export async function halfWidthMarks(page: Page, root: string, skip = ''): Promise<string[]> {
  const text = await visibleText(page, root, skip);
  return text.match(/.{0,4}[\u3400-\u9fff] ?[:;,!?(].{0,4}/gu) ?? [];
}

/**
 * Texts that run past the screen's left or right edge, where the member cannot read them (a long bank
 * name pushed the list's Delete button off a phone's screen). A strip that scrolls or moves sideways
 * by design (tabs, banners, home's ticker) brings its texts into reach.
 */
export async function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const moves = (element: Element | null): boolean => {
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        const overflow = style.overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && e.scrollWidth > e.clientWidth) return true;
        if (style.animationName !== 'none') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"], .adm-mask, .adm-popup, .adm-toast-mask')) continue;
      if (parent.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) === false) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A text shortened with an ellipsis is drawn within its own box (cutShort holds those that must not be).
      const shortened = getComputedStyle(parent).textOverflow === 'ellipsis';
      const outside = [...(shortened ? [parent.getBoundingClientRect()] : range.getClientRects())].some(
        (r) => r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1),
      );
      if (outside && !moves(parent)) found.push(text.slice(0, 40));
    }
    return found;
  });
}
