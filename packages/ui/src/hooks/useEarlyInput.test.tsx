// What a visitor types or chooses in the server's HTML before the page comes alive is kept: each form control,
// controlled by a page that renders again right after hydrating (as a page reading stored answers does), hydrated
// over HTML the visitor already changed.
import { act, render, screen } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AddressResult } from '@ds/address/types';
import { AddressLookup } from '../address-lookup';
import { Checkbox, CheckboxGroup } from '../checkbox';
import { DateInput } from '../date-input';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { TextInput } from '../text-input';
import { useHydrated } from './useHydrated';

const OPTIONS = [
  { value: 'single', label: 'Just me' },
  { value: 'couple', label: 'Me and my partner' },
];

/** A page holding the control's value, which renders once more after hydrating (its stored answers arriving). */
function Page<T>({
  initial,
  onChange,
  control,
}: {
  initial: T;
  onChange: (value: T) => void;
  control: (value: T, change: (next: T) => void) => ReactElement;
}) {
  const [value, setValue] = useState(initial);
  // Like a session store's: one value while hydrating, another right after, so the page renders again.
  useHydrated();
  return control(value, (next) => {
    setValue(next);
    onChange(next);
  });
}

const mounted: (() => void)[] = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

/** The server's HTML of `page`, changed by `visitor` as a visitor would before the script runs, then hydrated. */
async function hydrateAfter(page: ReactElement, visitor: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page);
  visitor(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  mounted.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
}

const field = (container: HTMLElement, selector: string) =>
  container.querySelector(selector) as HTMLInputElement;

describe('a control changed before the page came alive', () => {
  it('a text input keeps the text typed and tells the page', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page
        initial=""
        onChange={onChange}
        control={(v, set) => <TextInput label="Your name" value={v} onChange={set} />}
      />,
      (c) => {
        field(c, 'input').value = 'Jane';
      },
    );
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jane');
    expect(onChange).toHaveBeenCalledWith('Jane');
  });

  it('a date input tidies the digits typed into a date and tells the page', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page
        initial=""
        onChange={onChange}
        control={(v, set) => (
          <DateInput label="Your date of birth" value={v} onChange={set} nativeOnMobile={false} />
        )}
      />,
      (c) => {
        field(c, 'input').value = '31021990';
      },
    );
    expect(screen.getByRole('textbox', { name: /Your date of birth/ })).toHaveValue('31/02/1990');
    expect(onChange).toHaveBeenCalledWith('31/02/1990');
  });

  it('a date input takes a date typed with slashes of its own, and keeps a full date when more digits follow', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <>
        <Page
          initial=""
          onChange={onChange}
          control={(v, set) => <DateInput label="First" value={v} onChange={set} />}
        />
        <Page
          initial=""
          onChange={onChange}
          control={(v, set) => <DateInput label="Second" value={v} onChange={set} />}
        />
      </>,
      (c) => {
        const [first, second] = c.querySelectorAll('input');
        first!.value = '1/5/1990';
        second!.value = '120419851';
      },
    );
    expect(screen.getByRole('textbox', { name: /First/ })).toHaveValue('01/05/1990');
    expect(screen.getByRole('textbox', { name: /Second/ })).toHaveValue('12/04/1985');
    expect(onChange).toHaveBeenCalledWith('01/05/1990');
    expect(onChange).toHaveBeenCalledWith('12/04/1985');
  });

  it('on a phone, a date typed before the page came alive is the phone’s own date input’s value after', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      configurable: true,
    });
    try {
      const onChange = vi.fn();
      await hydrateAfter(
        <Page
          initial=""
          onChange={onChange}
          control={(v, set) => <DateInput label="Your date of birth" value={v} onChange={set} />}
        />,
        (c) => {
          field(c, 'input').value = '12041985';
        },
      );
      expect(onChange).toHaveBeenCalledWith('12/04/1985');
      expect(document.querySelector('input[type="date"]')).toHaveValue('1985-04-12');
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', {
        value: 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
        configurable: true,
      });
    }
  });

  it('a radio group keeps the radio chosen, over the one the server drew chosen', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page
        initial="single"
        onChange={onChange}
        control={(v, set) => <RadioGroup label="Who is covered" options={OPTIONS} value={v} onChange={set} />}
      />,
      (c) => {
        field(c, 'input[value="couple"]').checked = true;
      },
    );
    expect(screen.getByRole('radio', { name: 'Me and my partner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Just me' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('couple');
  });

  it('a select keeps the option chosen', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page
        initial=""
        onChange={onChange}
        control={(v, set) => <Select label="Who is covered" options={OPTIONS} value={v} onChange={set} />}
      />,
      (c) => {
        (c.querySelector('select') as HTMLSelectElement).value = 'couple';
      },
    );
    expect(screen.getByRole('combobox', { name: 'Who is covered' })).toHaveValue('couple');
    expect(onChange).toHaveBeenCalledWith('couple');
  });

  it('a checkbox group keeps boxes ticked and cleared, in the options’ order', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page<readonly string[]>
        initial={['single']}
        onChange={onChange}
        control={(v, set) => (
          <CheckboxGroup label="Who is covered" options={OPTIONS} value={v} onChange={set} />
        )}
      />,
      (c) => {
        field(c, 'input[value="single"]').checked = false;
        field(c, 'input[value="couple"]').checked = true;
      },
    );
    expect(screen.getByRole('checkbox', { name: 'Me and my partner' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Just me' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(['couple']);
    // The group takes the boxes' changes at once: its boxes do not pass theirs on one by one as well.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  /** Waits for a checkbox's hand-off, which comes once the page has settled from hydrating (a frame, then a task). */
  const settled = () =>
    act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  /** A page's 'Open now' box, drawn `initial`, set to `visitors` (when given) before the page came alive. */
  async function openNowBox(initial: boolean, visitors?: boolean) {
    const onChange = vi.fn();
    await hydrateAfter(
      <Page
        initial={initial}
        onChange={onChange}
        control={(v, set) => (
          <Checkbox label="Open now" checked={v} onChange={(event) => set(event.currentTarget.checked)} />
        )}
      />,
      (c) => {
        if (visitors !== undefined) field(c, 'input').checked = visitors;
      },
    );
    await settled();
    return { box: screen.getByRole('checkbox', { name: 'Open now' }), onChange };
  }

  it.each([
    ['ticked', false, true],
    ['cleared', true, false],
  ])(
    'a checkbox on its own keeps being %s, and the page hears it as a change',
    async (_, initial, visitors) => {
      const { box, onChange } = await openNowBox(initial, visitors);
      if (visitors) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith(visitors);
    },
  );

  it('a checkbox on its own, left as the server drew it, tells the page nothing', async () => {
    const { box, onChange } = await openNowBox(true);
    expect(box).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  const NONE_CHOSEN: string[] = [];
  const noSubscription = () => () => {};

  /**
   * Boxes for covers to compare, whose choice the page reads after hydrating (as from the URL) and changes from
   * the choice it holds when a box changes, not from the box's own word.
   */
  function CompareBoxes({ later, onChange }: { later: string[]; onChange: (chosen: string[]) => void }) {
    // As from the URL: nothing while hydrating, `later` after; then what the boxes change.
    const read = useSyncExternalStore(
      noSubscription,
      () => later,
      () => NONE_CHOSEN,
    );
    const [changed, setChosen] = useState<string[] | null>(null);
    const chosen = changed ?? read;
    return OPTIONS.map((option) => (
      <Checkbox
        key={option.value}
        label={option.label}
        checked={chosen.includes(option.value)}
        onChange={(event) => {
          const next = event.currentTarget.checked
            ? [...chosen, option.value]
            : chosen.filter((value) => value !== option.value);
          setChosen(next);
          onChange(next);
        }}
      />
    ));
  }

  it('boxes whose page reads its choice after hydrating are weighed against it, one at a time', async () => {
    const onChange = vi.fn();
    await hydrateAfter(<CompareBoxes later={[]} onChange={onChange} />, (c) => {
      for (const box of c.querySelectorAll('input')) box.checked = true;
    });
    await settled();
    // Each box's change met the choice the one before it made: both are kept.
    for (const option of OPTIONS) expect(screen.getByRole('checkbox', { name: option.label })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['single', 'couple']);
  });

  it('boxes the browser restored as the page then has them pass nothing on', async () => {
    const onChange = vi.fn();
    const later = ['single', 'couple'];
    await hydrateAfter(<CompareBoxes later={later} onChange={onChange} />, (c) => {
      for (const box of c.querySelectorAll('input')) box.checked = true;
    });
    await settled();
    for (const option of OPTIONS) expect(screen.getByRole('checkbox', { name: option.label })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an address lookup keeps the text typed', async () => {
    await hydrateAfter(
      <Page<AddressResult | null>
        initial={null}
        onChange={() => {}}
        control={(v, set) => (
          <AddressLookup
            label="Your home address"
            value={v}
            onChange={set}
            search={() => Promise.resolve([])}
          />
        )}
      />,
      (c) => {
        field(c, 'input').value = '10 smith';
      },
    );
    expect(screen.getByRole('combobox', { name: /Your home address/ })).toHaveValue('10 smith');
  });
});

describe('a control left alone', () => {
  it('tells the page nothing when hydrated over the server’s HTML as it was drawn', async () => {
    const onChange = vi.fn();
    await hydrateAfter(
      <>
        <Page
          initial="single"
          onChange={onChange}
          control={(v, set) => (
            <RadioGroup label="Who is covered" options={OPTIONS} value={v} onChange={set} />
          )}
        />
        <Page
          initial="Jane"
          onChange={onChange}
          control={(v, set) => <TextInput label="Name" value={v} onChange={set} />}
        />
        <Page
          initial="12/04/1985"
          onChange={onChange}
          control={(v, set) => <DateInput label="Born" value={v} onChange={set} />}
        />
        <Page
          initial="couple"
          onChange={onChange}
          control={(v, set) => <Select label="Cover" options={OPTIONS} value={v} onChange={set} />}
        />
        <Page<readonly string[]>
          initial={['couple']}
          onChange={onChange}
          control={(v, set) => <CheckboxGroup label="Ticked" options={OPTIONS} value={v} onChange={set} />}
        />
      </>,
      () => {},
    );
    expect(screen.getByRole('radio', { name: 'Just me' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Jane');
    expect(screen.getByRole('textbox', { name: /Born/ })).toHaveValue('12/04/1985');
    expect(screen.getByRole('combobox', { name: 'Cover' })).toHaveValue('couple');
    expect(screen.getByRole('checkbox', { name: 'Me and my partner' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells the page nothing when the app mounts it itself', () => {
    const onChange = vi.fn();
    render(
      <>
        <TextInput label="Your name" value="Jane" onChange={onChange} />
        <Select
          label="Who is covered"
          options={OPTIONS}
          placeholder={null}
          value="couple"
          onChange={onChange}
        />
        <RadioGroup label="Cover" options={OPTIONS} value="single" onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jane');
    expect(screen.getByRole('combobox', { name: 'Who is covered' })).toHaveValue('couple');
    expect(onChange).not.toHaveBeenCalled();
  });
});
