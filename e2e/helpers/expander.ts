// Expanders (<details>/<summary>) in tests: find one by its title, and read what Chromium's accessibility tree
// says about it. Playwright's role engine gives <summary> no role, but Chromium exposes it as a disclosure
// triangle (a button with an expanded state to platform accessibility APIs), so that is what the checks read.
import type { Locator, Page } from '@playwright/test';

/** The summary (the toggle) of the expander titled exactly `title` inside `scope`. */
export function expanderSummary(scope: Page | Locator, title: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('summary', { has: page.getByText(title, { exact: true }) });
}

export interface AxExpandable {
  /** Chromium's role: DisclosureTriangle for a summary, button for a button. */
  role: string;
  expanded: boolean | undefined;
}

/** Every expandable control named `name` in Chromium's accessibility tree, inside the first `within` element. */
export async function axExpandables(page: Page, name: string, within = 'body'): Promise<AxExpandable[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: within });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId, accessibleName: name });
    return nodes
      .filter((node) => !node.ignored && ['DisclosureTriangle', 'button'].includes(String(node.role?.value)))
      .map((node) => ({
        role: String(node.role?.value),
        expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value as
          boolean | undefined,
      }));
  } finally {
    await cdp.detach();
  }
}

/** What axExpandables finds for a single summary that is expanded (or not). */
export function oneSummary(expanded: boolean): AxExpandable[] {
  return [{ role: 'DisclosureTriangle', expanded }];
}
