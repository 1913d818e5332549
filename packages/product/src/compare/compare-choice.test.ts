import { LIMIT_MESSAGE, compareAnnouncement, comparedIds, toggleCompared } from './compare-choice';

describe('choosing covers to compare', () => {
  it('adds a cover, and removes it when ticked again', () => {
    expect(toggleCompared([], 'a')).toEqual({ chosen: ['a'], change: 'added' });
    expect(toggleCompared(['a', 'b'], 'a')).toEqual({ chosen: ['b'], change: 'removed' });
  });

  it('takes up to three, and refuses a fourth without changing the choice', () => {
    expect(toggleCompared(['a', 'b'], 'c')).toEqual({ chosen: ['a', 'b', 'c'], change: 'added' });
    const refused = toggleCompared(['a', 'b', 'c'], 'd');
    expect(refused).toEqual({ chosen: ['a', 'b', 'c'], change: 'refused' });
    // Unticking one of three is still taken.
    expect(toggleCompared(['a', 'b', 'c'], 'b')).toEqual({ chosen: ['a', 'c'], change: 'removed' });
  });

  it('says each change in a few words, and why a fourth is refused', () => {
    expect(compareAnnouncement({ chosen: ['a'], change: 'added' }, 'Gold Banksia Hospital')).toBe(
      'Gold Banksia Hospital added to compare. 1 cover chosen.',
    );
    expect(compareAnnouncement({ chosen: ['a', 'b'], change: 'removed' }, 'Basic Saltbush Hospital')).toBe(
      'Basic Saltbush Hospital removed from compare. 2 covers chosen.',
    );
    expect(compareAnnouncement({ chosen: ['a', 'b', 'c'], change: 'refused' }, 'x')).toBe(LIMIT_MESSAGE);
    expect(LIMIT_MESSAGE).toBe('You can compare up to 3 covers. Untick one to add another.');
  });

  it('reads the choice from a URL: known covers only, once each, at most three', () => {
    const known = new Set(['a', 'b', 'c', 'd']);
    expect(comparedIds('?products=a,x,b,a', known)).toEqual(['a', 'b']);
    expect(comparedIds('?products=a&products=b,c,d', known)).toEqual(['a', 'b', 'c']);
    expect(comparedIds('', known)).toEqual([]);
  });
});
