import { describe, expect, it } from 'vitest';
import { overviewLink, toNavItems, withoutHiddenInDrawer } from './nav-links';

describe('nav links', () => {
  it('leaves out items hidden from the drawer at every level', () => {
    const links = withoutHiddenInDrawer([
      { id: 'a', title: 'A', hideInDrawer: true },
      {
        id: 'b',
        title: 'B',
        children: [
          { id: 'b1', title: 'B1', hideInDrawer: true },
          { id: 'b2', title: 'B2' },
        ],
      },
    ]);
    expect(links.map((l) => l.id)).toEqual(['b']);
    expect(links[0]?.children?.map((l) => l.id)).toEqual(['b2']);
  });

  it('names a section’s own page with the overview suffix, and has none without a URL', () => {
    expect(overviewLink({ id: 'h', title: 'Health', url: '/health' }, 'overview')).toMatchObject({
      title: 'Health overview',
      url: '/health',
    });
    expect(overviewLink({ id: 'h', title: 'Health', url: '/health' }, 'home')?.title).toBe('Health home');
    expect(overviewLink({ id: 't', title: 'Travel' }, 'overview')).toBeNull();
  });

  it('keeps ids at the top level only, where they name a dropdown’s panel, and every other field', () => {
    const items = toNavItems([
      { id: 'plain', title: 'Plain', url: '/plain' },
      {
        id: 'health',
        title: 'Health',
        url: '/health',
        variation: 'megaMenu',
        callOut: { title: 'Unsure?', description: 'Ask us.' },
        children: [
          {
            id: 'group',
            title: 'Group',
            icon: 'users',
            children: [{ id: 'leaf', title: 'Leaf', url: '/leaf', subtitle: 'Sub', targetBlank: true }],
          },
        ],
      },
    ]);
    expect(items).toEqual([
      { id: 'plain', title: 'Plain', url: '/plain' },
      {
        id: 'health',
        title: 'Health',
        url: '/health',
        variation: 'megaMenu',
        callOut: { title: 'Unsure?', description: 'Ask us.' },
        children: [
          {
            title: 'Group',
            icon: 'users',
            children: [{ title: 'Leaf', url: '/leaf', subtitle: 'Sub', targetBlank: true }],
          },
        ],
      },
    ]);
    expect(JSON.stringify(items)).not.toMatch(/"id":"(group|leaf)"/);
  });
});
