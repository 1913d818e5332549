// What the journeys' specs share about a step's problem list: Continue with answers to fix lists them as links
// under 'Check these answers', and the list takes focus a frame after it shows, so a screen reader reads it first.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The list of what to fix, shown (and focused) when Continue finds problems. */
export const problems = (page: Page) =>
  page.locator('form [tabindex="-1"]').filter({ hasText: 'Check these answers' });

/** The problems listed, in order; and the list has taken focus, so what is typed next goes where it is typed. */
export async function expectProblems(page: Page, messages: readonly string[]) {
  await expect(problems(page).getByRole('link')).toHaveText([...messages]);
  await expect(problems(page)).toBeFocused();
}
