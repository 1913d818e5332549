import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AddressQuery, AddressResult } from '@ds/address/types';
import { expectNoAxeViolations } from '../test-utils/axe';
import { AddressLookup } from './AddressLookup';
import type { AddressLookupProps } from './AddressLookup';
import { optionText } from './address-rules';
import { defaultAddressLookupMessages } from './messages';

const result = (AddressLine: string, Locality: string, State: string, Postcode: string): AddressResult => ({
  RecordId: `${Locality}-${Postcode}`,
  AddressLine,
  Locality,
  State,
  Postcode,
});
const SYDNEY = result('1 GEORGE ST', 'SYDNEY', 'NSW', '2000');
const SYDENHAM = result('1 GEORGE ST', 'SYDENHAM', 'NSW', '2044');
const BONDI = result('', 'BONDI', 'NSW', '2026');

const combobox = () => screen.getByRole('combobox', { name: /Home address/ });
/** Lets pending promise callbacks run under fake timers. */
const settle = () => act(async () => {});
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

function setUp(
  props: Partial<AddressLookupProps> = {},
  answer: (query: AddressQuery) => AddressResult[] = () => [SYDNEY, SYDENHAM],
) {
  const signals: AbortSignal[] = [];
  const search = vi.fn((query: AddressQuery, signal: AbortSignal) => {
    signals.push(signal);
    return Promise.resolve(answer(query));
  });
  const onChange = vi.fn();
  const view = render(<AddressLookup label="Home address" search={search} onChange={onChange} {...props} />);
  return { ...view, search, onChange, signals };
}

async function typeAndWait(text: string) {
  type(text);
  await wait(400);
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AddressLookup: searching', () => {
  it('is a combobox with a list, per the accessibility pattern', async () => {
    const { container } = setUp();
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('autocomplete', 'off');
    await typeAndWait('1 george st syd');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: defaultAddressLookupMessages.suggestionsLabel });
    expect(combobox()).toHaveAttribute('aria-controls', list.id);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('does not search before 5 characters', async () => {
    const { search } = setUp();
    type('1 ge');
    await wait(2_000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByText(/Searching/)).toBeNull();
  });

  it('waits 400 ms after the typing stops, then searches once', async () => {
    const { search } = setUp({ state: 'NSW', resultLimit: 3 });
    type('1 geo');
    await wait(200);
    type('1 george');
    await wait(399);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Searching for “1 george”.')).toBeVisible();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toEqual({ addressLine: '1 george', resultLimit: 3, state: 'NSW' });
  });

  it('aborts the request for older text as soon as the text changes', async () => {
    let release: (results: AddressResult[]) => void = () => {};
    const signals: AbortSignal[] = [];
    const search = vi.fn(
      (_query: AddressQuery, signal: AbortSignal) =>
        new Promise<AddressResult[]>((resolve) => {
          signals.push(signal);
          release = resolve;
        }),
    );
    render(<AddressLookup label="Home address" search={search} />);
    await typeAndWait('1 george');
    expect(signals[0]!.aborted).toBe(false);
    type('1 george st');
    expect(signals[0]!.aborted).toBe(true);
    // The old answer arriving late changes nothing.
    release([BONDI]);
    await settle();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the options, and says how many there are', async () => {
    setUp();
    await typeAndWait('1 george st syd');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 GEORGE ST, SYDNEY NSW 2000',
      '1 GEORGE ST, SYDENHAM NSW 2044',
    ]);
    expect(screen.getByText('2 addresses found. Use the up and down arrows to choose.')).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveAttribute(
      'data-value',
      JSON.stringify({ AddressLine: '1 GEORGE ST', Locality: 'SYDNEY', State: 'NSW', Postcode: '2000' }),
    );
  });

  it('says when nothing matches', async () => {
    setUp({}, () => []);
    await typeAndWait('zzzzzz');
    expect(screen.getAllByText('No results match “zzzzzz”.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('clears the options on a failed search, logs it and tells the caller, with no message to the visitor', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSearchError = vi.fn();
    const failure = new Error('offline');
    const search = vi.fn().mockResolvedValueOnce([SYDNEY]).mockRejectedValueOnce(failure);
    render(<AddressLookup label="Home address" search={search} onSearchError={onSearchError} />);
    await typeAndWait('1 george st');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await typeAndWait('1 george st syd');
    expect(screen.queryByRole('option')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Address search failed', failure);
    expect(onSearchError).toHaveBeenCalledWith(failure);
    expect(screen.queryByText(/offline|error|fail/i)).toBeNull();
    expect(combobox()).toHaveValue('1 george st syd');
  });
});

describe('AddressLookup: choosing', () => {
  it('moves through the options with the arrows and chooses with Enter, focus staying in the box', async () => {
    const { onChange } = setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(combobox()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    // The last option wraps to the first, and back (as the APG's list autocomplete example does).
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(SYDNEY);
    expect(combobox()).toHaveValue(optionText(SYDNEY));
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  /** Presses keys back to back, as the browser runs queued key presses before other tasks: between them only
   * microtasks run (a key's own render), not the renders the page schedules as tasks. */
  async function pressQueued(keys: string[]) {
    // React's flag for a test environment that wraps updates in act(): off here, where nothing may flush them.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const reactActEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const key of keys) {
        combobox().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      }
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
    }
  }

  it.each([
    ['the list is open', () => {}],
    ['the list was shut with Escape', () => fireEvent.keyDown(combobox(), { key: 'Escape' })],
  ])('chooses with Down then Enter pressed faster than the page draws, when %s', async (_, before) => {
    const { onChange } = setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    before();
    await pressQueued(['ArrowDown', 'Enter']);
    await wait(0);
    expect(onChange).toHaveBeenCalledWith(SYDNEY);
    expect(combobox()).toHaveValue(optionText(SYDNEY));
  });

  it('closes the list with Escape, keeping the text', async () => {
    setUp();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('1 george st syd');
  });

  it('chooses with a click', async () => {
    const { onChange } = setUp();
    await typeAndWait('1 george st syd');
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onChange).toHaveBeenCalledWith(SYDENHAM);
  });

  it('on leaving, selects the option whose text was typed exactly (ignoring case)', async () => {
    const { onChange } = setUp();
    await typeAndWait('1 george st, sydney nsw 2000');
    fireEvent.blur(combobox());
    expect(onChange).toHaveBeenCalledWith(SYDNEY);
  });

  it('in autocomplete mode clears the choice when the visitor leaves with other text', async () => {
    const { onChange } = setUp({ mode: 'autocomplete' });
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    type('1 george st sydn');
    fireEvent.blur(combobox());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveValue('1 george st sydn');
  });

  it('in address-lookup mode keeps the choice when the visitor leaves with other text', async () => {
    const { onChange } = setUp();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    type('1 george st sydn');
    fireEvent.blur(combobox());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(SYDNEY);
  });

  it('shows the required message only once validated', async () => {
    const { rerender, search, onChange } = setUp({ formControlType: 'required' });
    expect(screen.queryByText(defaultAddressLookupMessages.required)).toBeNull();
    rerender(
      <AddressLookup
        label="Home address"
        search={search}
        onChange={onChange}
        formControlType="required"
        validated
      />,
    );
    expect(combobox()).toHaveAccessibleDescription(new RegExp(defaultAddressLookupMessages.required));
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('carries the choice in a named form field', async () => {
    const { container } = setUp({ name: 'address' });
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="address"]')!;
    expect(JSON.parse(hidden.value)).toEqual({
      AddressLine: '1 GEORGE ST',
      Locality: 'SYDNEY',
      State: 'NSW',
      Postcode: '2000',
    });
  });
});

describe('AddressLookup: text a page restores', () => {
  it('starts with the default text as typed, choosing nothing and searching nothing until the visitor types', async () => {
    const { search, onChange } = setUp({ defaultText: 'Parramatta 2150' });
    expect(combobox()).toHaveValue('Parramatta 2150');
    await wait(400);
    expect(search).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    await typeAndWait('1 george st syd');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('shows a chosen address rather than the default text', () => {
    setUp({ defaultText: 'Parramatta 2150', value: SYDNEY });
    expect(combobox()).toHaveValue(optionText(SYDNEY));
  });
});

describe('AddressLookup: the APG combobox pattern (list autocomplete)', () => {
  const activeId = () => combobox().getAttribute('aria-activedescendant');
  const options = () => screen.getAllByRole('option');

  it('APG: only the active option has aria-selected="true"', async () => {
    setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(activeId()).toBe(options()[0]!.id);
  });

  it('APG: with an option active, Left and Right return to the text box', async () => {
    setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    for (const key of ['ArrowLeft', 'ArrowRight']) {
      fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
      expect(activeId()).not.toBeNull();
      fireEvent.keyDown(combobox(), { key });
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');
      expect(options().every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('APG: Home and End move to the first and the last option while the list is open', async () => {
    setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'End' });
    expect(activeId()).toBe(options()[1]!.id);
    fireEvent.keyDown(combobox(), { key: 'Home' });
    expect(activeId()).toBe(options()[0]!.id);
  });

  it('APG: Alt+Down opens the list without making an option active', async () => {
    setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown', altKey: true });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    // Down without Alt reopens it with the first option active.
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(activeId()).toBe(options()[0]!.id);
  });

  it('APG: Alt+Up closes the list and returns to the text box, choosing nothing', async () => {
    const { onChange } = setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowUp', altKey: true });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('1 george st syd');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('APG: Escape with the list shut keeps the text', async () => {
    setUp();
    combobox().focus();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox()).toHaveValue('1 george st syd');
  });
});

describe('AddressLookup: entering the address manually', () => {
  const manualAnswer = (query: AddressQuery) =>
    query.addressLine === 'BONDI 2026' && query.state === 'NSW' ? [BONDI] : [];

  it('carries what was typed into the manual fields and moves focus there', async () => {
    setUp({}, manualAnswer);
    type('12 smith st somewhere');
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    const street = screen.getByRole('textbox', { name: /Street address \(required\)/ });
    expect(street).toHaveValue('12 smith st somewhere');
    expect(street).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
  });

  it('carries a chosen address into the fields', async () => {
    setUp();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    expect(screen.getByRole('textbox', { name: /Suburb or town/ })).toHaveValue('SYDNEY');
    expect(screen.getByRole('combobox', { name: /State or territory/ })).toHaveValue('NSW');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('2000');
  });

  it('checks the postcode’s form and state, and that suburb and postcode agree', async () => {
    const { onChange } = setUp({}, manualAnswer);
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    const street = screen.getByRole('textbox', { name: /Street address \(required\)/ });
    const suburb = screen.getByRole('textbox', { name: /Suburb or town/ });
    const state = screen.getByRole('combobox', { name: /State or territory/ });
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    fireEvent.change(street, { target: { value: '12 Smith St' } });
    fireEvent.change(suburb, { target: { value: 'Bondi' } });
    fireEvent.change(state, { target: { value: 'NSW' } });
    fireEvent.change(postcode, { target: { value: '20' } });
    fireEvent.blur(postcode);
    expect(postcode).toHaveAccessibleDescription(new RegExp(defaultAddressLookupMessages.postcodeFormat));
    fireEvent.change(postcode, { target: { value: '3000' } });
    expect(postcode).toHaveAccessibleDescription(/3000 is not a postcode in New South Wales/);
    fireEvent.change(postcode, { target: { value: '2000' } });
    await wait(400);
    await settle();
    fireEvent.blur(suburb);
    expect(suburb).toHaveAccessibleDescription(/We could not find Bondi with postcode 2000/);
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ RecordId: 'manual' }));
    fireEvent.change(postcode, { target: { value: '2026' } });
    await wait(400);
    await settle();
    expect(suburb).not.toHaveAccessibleDescription(/could not find/);
    expect(onChange).toHaveBeenLastCalledWith({
      RecordId: 'manual',
      AddressLine: '12 SMITH ST',
      Locality: 'BONDI',
      State: 'NSW',
      Postcode: '2026',
    });
  });

  it('goes back to the search with the street line as the text', async () => {
    setUp({}, manualAnswer);
    type('12 smith st');
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    fireEvent.change(screen.getByRole('textbox', { name: /Street address \(required\)/ }), {
      target: { value: '12 smith street' },
    });
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.searchInstead }));
    expect(combobox()).toHaveValue('12 smith street');
    expect(combobox()).toHaveFocus();
  });
});

describe('AddressLookup: messages', () => {
  it('says its own words, and the manual fields’, from the messages given', async () => {
    setUp({
      messages: {
        resultCountOne: 'One match: {count}.',
        resultCountOther: '{count} matches.',
        enterManually: 'Type it yourself',
        postcode: 'Post code',
        postcodeState: '{postcode} is outside {state}.',
      },
    });
    await typeAndWait('1 george st syd');
    expect(screen.getByText('2 matches.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Type it yourself' }));
    fireEvent.change(screen.getByRole('combobox', { name: /State or territory/ }), {
      target: { value: 'VIC' },
    });
    const postcode = screen.getByRole('textbox', { name: /Post code/ });
    fireEvent.change(postcode, { target: { value: '2000' } });
    fireEvent.blur(postcode);
    expect(postcode).toHaveAccessibleDescription(/2000 is outside Victoria\./);
    // Words not given stay the defaults.
    expect(
      screen.getByRole('button', { name: defaultAddressLookupMessages.searchInstead }),
    ).toBeInTheDocument();
  });
});

describe('AddressLookup: found by a visitor review', () => {
  it('keeps Tab moving on: the list is never a Tab stop, and the box takes at most 200 characters', async () => {
    setUp();
    await typeAndWait('1 george st syd');
    expect(screen.getByRole('listbox')).toHaveAttribute('tabindex', '-1');
    expect(combobox()).toHaveAttribute('maxlength', '200');
  });

  it('scrolls the highlighted option into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      setUp();
      await typeAndWait('1 george st syd');
      fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
      fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts.at(-1)).toBe(screen.getAllByRole('option')[1]);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('puts the manual-entry button before the box, where the list never covers it', () => {
    setUp();
    const button = screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually });
    expect(button.compareDocumentPosition(combobox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('carries newer typed text into manual entry rather than an earlier choice, and an emptied box clears it', async () => {
    const { onChange } = setUp();
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    type('');
    fireEvent.blur(combobox());
    expect(onChange).toHaveBeenLastCalledWith(null);
    type('7 smith lane nowhere');
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    expect(screen.getByRole('textbox', { name: /Street address \(required\)/ })).toHaveValue(
      '7 smith lane nowhere',
    );
    expect(screen.getByRole('textbox', { name: /Suburb or town/ })).toHaveValue('');
  });

  it('brings every manual field back after a look at the search', () => {
    setUp({ formControlType: 'required' }, () => []);
    type('12 nowhere rd');
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    expect(screen.getByRole('group', { name: 'Home address (required)' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Suburb or town/ }), {
      target: { value: 'Somewhere' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.searchInstead }));
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    expect(screen.getByRole('textbox', { name: /Suburb or town/ })).toHaveValue('Somewhere');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('99');
  });

  it('does not take the chosen address back while manual entry checks it', async () => {
    const { onChange } = setUp({}, (query) =>
      query.addressLine === 'SYDNEY 2000' ? [SYDNEY] : [SYDNEY, SYDENHAM],
    );
    await typeAndWait('1 george st syd');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: defaultAddressLookupMessages.enterManually }));
    await wait(400);
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(SYDNEY);
  });

  it('searches again after a failure when the visitor presses Down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const search = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([SYDNEY]);
    render(<AddressLookup label="Home address" search={search} />);
    await typeAndWait('1 george st syd');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    await wait(400);
    await settle();
    expect(search).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('quotes long text in its messages only in part', () => {
    setUp();
    type(`12 smith st ${'x'.repeat(100)}`);
    expect(screen.getByText(/^Searching for “12 smith st x+…”\.$/)).toBeInTheDocument();
  });
});

describe('AddressLookup: answers that arrive after the page loads', () => {
  const props = { label: 'Home address', search: () => Promise.resolve([SYDNEY]) };

  it('shows an address the parent sets later (stored answers read) in the same box', () => {
    const { rerender } = render(<AddressLookup {...props} value={null} />);
    const box = combobox();
    rerender(<AddressLookup {...props} value={SYDNEY} />);
    expect(combobox()).toBe(box);
    expect(box).toHaveValue(optionText(SYDNEY));
  });

  it('never replaces text the visitor typed with an address the parent sets later', () => {
    const { rerender } = render(<AddressLookup {...props} value={null} />);
    type('22 george st');
    rerender(<AddressLookup {...props} value={SYDNEY} />);
    expect(combobox()).toHaveValue('22 george st');
  });

  it('keeps text typed into the server’s box before the page came alive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddressLookup {...props} value={null} />);
    document.body.append(container);
    container.querySelector('input')!.value = '10 smith st';
    render(<AddressLookup {...props} value={null} />, { container, hydrate: true });
    await settle();
    expect(combobox()).toHaveValue('10 smith st');
    // React holds it too: the next key adds to it rather than starting again.
    type('10 smith st f');
    expect(combobox()).toHaveValue('10 smith st f');
    container.remove();
  });
});
