import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINDING_MESSAGE, WORDS_FAILED_MESSAGE } from './IconFilter';
import type { IconFilterEntry } from './icon-filter';

// The words module the filter imports when first wanted, held back until a test lets it arrive or fail. Each test
// imports the filter afresh, so its words module is imported afresh too.
const words = {
  loads: 0,
  next: null as null | { resolve: () => void; reject: (error: Error) => void },
};
const entries: IconFilterEntry[] = [
  { name: 'phone', category: 'contact', terms: 'phone call contact' },
  { name: 'mail', category: 'contact', terms: 'mail email contact' },
  { name: 'heart', category: 'health-care', terms: 'heart health care' },
];
async function importFilter() {
  vi.resetModules();
  vi.doMock('./icon-terms', async () => {
    words.loads += 1;
    await new Promise<void>((resolve, reject) => {
      words.next = { resolve, reject };
    });
    return { iconFilterEntries: entries };
  });
  return import('./IconFilter');
}

const categories = [
  { slug: 'contact', label: 'Contact' },
  { slug: 'health-care', label: 'Health care' },
];

async function renderBrowser() {
  const { IconFilter } = await importFilter();
  return render(
    <IconFilter total={entries.length} categories={categories}>
      {categories.map((category) => (
        <section key={category.slug} data-icon-category={category.slug} aria-label={category.label}>
          <ul>
            {entries
              .filter((entry) => entry.category === category.slug)
              .map((entry) => (
                <li key={entry.name} data-icon-name={entry.name}>
                  <a href={`/icons/${entry.name}`}>{entry.name}</a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </IconFilter>,
  );
}

const arrive = async () => {
  await vi.waitFor(() => expect(words.next).not.toBeNull());
  words.next!.resolve();
  words.next = null;
};

describe('IconFilter: the icons’ words load when first wanted', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/foundations/iconography');
    words.loads = 0;
    words.next = null;
  });
  afterEach(cleanup);

  it('shows every icon without loading the words, then filters once they arrive', async () => {
    const user = userEvent.setup();
    await renderBrowser();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 3 icons');
    expect(words.loads).toBe(0);

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'pho');
    // Focus in the filter asked for the words; until they come every tile stays and the status says so.
    expect(screen.getByRole('status')).toHaveTextContent(FINDING_MESSAGE);
    expect(screen.getByRole('link', { name: 'mail' })).toBeVisible();
    await arrive();
    expect(await screen.findByText('1 icon found for “pho”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'phone' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'mail' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Health care' })).toBeNull();
    expect(words.loads).toBe(1);
  });

  it('a filtered link loads the words with the page and shows its matches', async () => {
    window.history.replaceState(null, '', '/foundations/iconography?category=health-care');
    await renderBrowser();
    expect(screen.getByRole('status')).toHaveTextContent(FINDING_MESSAGE);
    await arrive();
    expect(await screen.findByText('1 icon found in Health care')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'phone' })).toBeNull();
  });

  it('says so when the words cannot load, and tries again at the next change', async () => {
    const user = userEvent.setup();
    await renderBrowser();
    const box = screen.getByRole('searchbox', { name: /Search/ });
    await user.type(box, 'h');
    await vi.waitFor(() => expect(words.next).not.toBeNull());
    words.next!.reject(new Error('offline'));
    words.next = null;
    expect(await screen.findByText(WORDS_FAILED_MESSAGE)).toBeInTheDocument();
    expect(box).toHaveValue('h');
    await user.type(box, 'e');
    await arrive();
    expect(await screen.findByText('1 icon found for “he”')).toBeInTheDocument();
  });
});
