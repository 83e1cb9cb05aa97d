import type { Page } from 'playwright-core';
import type { NewOperator } from '@shared/domain/operators';
import { CHECKER } from './people';
import { eventually } from './page';

/**
 * D114: closes the day shown, as the screen does it: the supervisor signed in presses "Close the
 * day", then the second supervisor types their id and password in the dialog at that desk.
 */
export async function closeShownDay(page: Page, checker: NewOperator = CHECKER): Promise<void> {
  await page.getByTestId('eod-close').click();
  await eventually(() => page.getByTestId('day-checker').isVisible()).toBe(true);
  await page.getByTestId('checker-id').fill(checker.operatorId);
  await page.getByTestId('checker-password').fill(checker.password);
  await page.getByTestId('eod-close-confirm').click();
}
