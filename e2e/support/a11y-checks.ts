// Measurements in the page for the a11y specs: the focus indicator of the focused element, the
// WCAG 2.5.8 target sizes (24x24 px, with the standard's spacing and inline-text exceptions) and
// the motion left under reduced motion. All run in the browser through page.evaluate.
import type { Page } from '@playwright/test';

export interface FocusReport {
  element: string;
  /** Width in px of the outline, or of the box-shadow ring when there is no outline. */
  width: number;
  /** Contrast of the ring's colour against the nearest opaque background behind the element. */
  contrast: number;
}

/** The focus indicator of document.activeElement (null when focus is on the body or in a frame). */
export function focusIndicator(page: Page): Promise<FocusReport | null> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    // A ring that fades in is measured once its transition has ended. A transition cancelled on
    // the way (focus moved on) rejects `finished` with an AbortError: it has ended too.
    if (el && el !== document.body) {
      await Promise.all(
        el.getAnimations().map((a) =>
          a.finished.catch((error: DOMException) => {
            if (error.name !== 'AbortError') throw error;
          }),
        ),
      );
    }
    if (!el || el === document.body || el.tagName === 'IFRAME') return null;
    // Radix's focus guards (empty spans at the body's edges while a dialog is open) are passed
    // through on the way into or out of the dialog; they hold no control. Listed in the report.
    if (el.hasAttribute('data-radix-focus-guard')) return null;
    const parse = (c: string) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    let bg = null as ReturnType<typeof parse>;
    for (let n: HTMLElement | null = el.parentElement; n; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c.a > 0.9) {
        bg = c;
        break;
      }
    }
    bg ??= parse(getComputedStyle(document.documentElement).backgroundColor) ?? { r: 255, g: 255, b: 255, a: 1 };
    const style = getComputedStyle(el);
    let width = 0;
    let color = null as ReturnType<typeof parse>;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      width = parseFloat(style.outlineWidth);
      color = parse(style.outlineColor);
    } else if (style.boxShadow && style.boxShadow !== 'none') {
      // "rgb(...) 0px 0px 0px 3px": the spread is the ring's width
      const px =
        style.boxShadow
          .replace(/rgba?\([^)]+\)/, '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      width = Math.max(px[3] ?? 0, px[2] ?? 0);
      color = parse(style.boxShadow);
    }
    const l1 = color && color.a > 0 ? lum(color) : lum(bg);
    const l2 = lum(bg);
    const contrast = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${el.tagName.toLowerCase()} ${id} ${el.outerHTML.slice(0, 120)}`, width, contrast: Math.round(contrast * 100) / 100 };
  });
}

export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * Interactive elements on screen smaller than 24x24 px that the WCAG 2.5.8 exceptions do not cover:
 * inline links inside a sentence are exempt, and so is an undersized target whose 24 px circle
 * (centred on it) touches no other target.
 */
export function smallTargets(page: Page): Promise<{ checked: number; small: SmallTarget[] }> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [tabindex]:not([tabindex="-1"])';
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !el.matches(':disabled');
    });
    // A control labelled by its <label> has the label as part of its target (a checkbox with its text).
    const box = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const label = (el as HTMLInputElement).labels?.[0];
      if (!label) return r;
      const l = label.getBoundingClientRect();
      const left = Math.min(r.left, l.left);
      const top = Math.min(r.top, l.top);
      return new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
    };
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent || getComputedStyle(el).display !== 'inline') return false;
      const own = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return own.length > 0;
    };
    const boxes = all.map((el) => ({ el, r: box(el) }));
    const small = boxes.filter(({ el, r }) => (r.width < 23.5 || r.height < 23.5) && !inSentence(el));
    const hitsCircle = (r: DOMRect, cx: number, cy: number) => {
      const nx = Math.max(r.left, Math.min(cx, r.right));
      const ny = Math.max(r.top, Math.min(cy, r.bottom));
      return (nx - cx) ** 2 + (ny - cy) ** 2 < 12 * 12;
    };
    const failing = small
      .filter(({ el, r }) => {
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        return boxes.some((o) => o.el !== el && !o.el.contains(el) && !el.contains(o.el) && hitsCircle(o.r, cx, cy));
      })
      .map(({ el, r }) => ({
        element: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
      }));
    return { checked: boxes.length, small: failing };
  });
}

/** Elements whose computed animation or transition lasts more than 10 ms (all durations summed). */
export function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (v: string) => Math.max(0, ...v.split(',').map((p) => (p.trim().endsWith('ms') ? parseFloat(p) / 1000 : parseFloat(p)) || 0));
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        const anim = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
        const trans = s.transitionProperty !== 'none' ? seconds(s.transitionDuration) : 0;
        if (anim > 0.01 || trans > 0.01) out.push(`${el.tagName.toLowerCase()}${pseudo ?? ''}.${el.className} anim ${anim}s trans ${trans}s`);
      }
    }
    return out.slice(0, 10);
  });
}
