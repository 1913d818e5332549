import { describe, expect, it } from 'vitest';
import { overviewLink, withoutHiddenInDrawer } from './nav-links';

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
});
