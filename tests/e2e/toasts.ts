import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { finishedAnimations } from './axe.ts';

/**
 * Every toast's text meets WCAG AA (4.5:1), as the stack first shows and again opened, as hovering
 * or tapping it does. Axe cannot say: toasts in a stack overlap, and it leaves overlapped text
 * unmeasured ("incomplete") rather than failing it, so a page-wide check passed stacks it never
 * read. This measures each text against its toast, by the same formula, with the opacity of the
 * text and what holds it; text faded out entirely (the hidden part of a closed stack) is skipped.
 */
export async function expectReadableToasts(page: Page) {
  await finishedAnimations(page);
  expect(await lowContrastToastTexts(page)).toEqual([]);
  await page.locator('[data-sonner-toast][data-front="true"]').hover();
  await page.locator('[data-sonner-toast][data-expanded="true"]').first().waitFor();
  await finishedAnimations(page);
  expect(await lowContrastToastTexts(page)).toEqual([]);
}

/** "text: ratio" for each toast text under 4.5:1. */
function lowContrastToastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (css: string) => {
      if (!css.startsWith('rgb')) throw new Error(`a colour this check cannot read: ${css}`);
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const over = (top: ReturnType<typeof rgba>, alpha: number, bottom: ReturnType<typeof rgba>) => ({
      r: top.r * alpha + bottom.r * (1 - alpha),
      g: top.g * alpha + bottom.g * (1 - alpha),
      b: top.b * alpha + bottom.b * (1 - alpha),
      a: 1,
    });
    const luminance = ({ r, g, b }: ReturnType<typeof rgba>) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const pageColor = rgba(getComputedStyle(document.body).backgroundColor);
    const low: string[] = [];
    for (const toast of document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')) {
      const background = rgba(getComputedStyle(toast).backgroundColor);
      const behind = over(background, background.a, pageColor);
      for (const text of toast.querySelectorAll<HTMLElement>('[data-title], [data-description]')) {
        let opacity = 1;
        for (let node: HTMLElement | null = text; node && node !== toast.parentElement; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        if (opacity === 0) continue;
        const color = rgba(getComputedStyle(text).color);
        const seen = over(color, color.a * opacity, behind);
        const [light, dark] = [luminance(seen), luminance(behind)].sort((a, b) => b - a) as [number, number];
        const ratio = (light + 0.05) / (dark + 0.05);
        if (ratio < 4.5) low.push(`${text.textContent}: ${ratio.toFixed(2)}`);
      }
    }
    return low;
  });
}
