import { expect, type Locator } from '@playwright/test';

/**
 * A line's drawing (issue 20) is there, says what it shows, and has loaded: the browser decoded the image the
 * storefront served, so it has a width of its own.
 */
export async function expectDrawing(image: Locator, alt: RegExp) {
  await expect(image).toHaveAttribute('alt', alt);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}
