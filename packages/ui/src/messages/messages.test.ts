import { fillTemplate, withDefaultMessages } from './messages';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for', () => {
    expect(fillTemplate('Showing {name} {index} of {count}', { name: 'item', index: 2, count: 8 })).toBe(
      'Showing item 2 of 8',
    );
  });

  it('leaves an unknown placeholder as written, so a typo shows rather than vanishes', () => {
    expect(fillTemplate('Step {curent} of {total}', { current: 1, total: 4 })).toBe('Step {curent} of 4');
  });

  it('does not take a placeholder from the object prototype', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('withDefaultMessages', () => {
  const defaults = { close: 'Close', open: 'Open' };

  it('lays the overrides over the defaults', () => {
    expect(withDefaultMessages(defaults, { close: 'Shut' })).toEqual({ close: 'Shut', open: 'Open' });
  });

  it('keeps a default where an override is undefined', () => {
    expect(withDefaultMessages(defaults, { close: undefined })).toEqual(defaults);
  });

  it('returns the defaults when nothing is overridden', () => {
    expect(withDefaultMessages(defaults)).toBe(defaults);
  });
});
