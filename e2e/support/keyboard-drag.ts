import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * dnd-kit's keyboard sensor starts listening for arrows in a timer it sets as the space key picks an item up;
 * a timer set once the item says it is picked up fires after it, so no arrow is pressed before anyone listens.
 */
export const keyboardSensorListening = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Space on a drag handle picks its item up (dnd-kit); resolves once the arrows will move it. */
export async function pickUpByKeyboard(page: Page, grip: Locator): Promise<void> {
  await grip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => grip.getAttribute('aria-pressed')).toBe('true');
  await keyboardSensorListening(page);
}
