'use client';
// Address lookup: a combobox that suggests Australian addresses as the visitor types (ACCESSIBILITY.md: focus
// stays in the input, the highlighted option is aria-activedescendant, a polite region says how many were found),
// with 'Enter address manually' for an address the search does not know. The form-control contract gives it its
// label, help, required type and messages; what was typed is never lost, whichever way the visitor goes.
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useCombobox } from 'downshift';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import type { AddressResult, AuState } from '@ds/address/types';
import { FormField, controlAria, useFormControl } from '../form-control';
import { useControllableState } from '../hooks/useControllableState';
import { useEarlyInput } from '../hooks/useEarlyInput';
import type { FormControlProps } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { VisuallyHidden } from '../visually-hidden';
import { fillTemplate, withDefaultMessages } from '../messages';
import { cx } from '../utils/cx';
import { predictiveSearch } from './address-client';
import type { AddressSearch } from './address-client';
import {
  ADDRESS_RESULT_LIMIT,
  NO_RESULTS_MIN_CHARS,
  exactOption,
  manualFromLookup,
  optionText,
  optionValue,
} from './address-rules';
import type { ManualAddress } from './address-rules';
import { ManualAddressFields } from './ManualAddressFields';
import { defaultAddressLookupMessages } from './messages';
import type { AddressLookupMessages } from './messages';
import { useAddressSearch } from './useAddressSearch';
import styles from './AddressLookup.module.css';

export interface AddressLookupProps extends FormControlProps {
  /** The chosen address when the page controls it (with `onChange`); null for none. */
  value?: AddressResult | null;
  /**
   * Called with a chosen suggestion, a complete and valid manual address (RecordId ‘manual’), or null when there
   * is none.
   */
  onChange?: (address: AddressResult | null) => void;
  /**
   * Where suggestions come from: `(query, signal) => Promise<AddressResult[]>`. The signal aborts a search whose
   * text is out of date.
   * @default GET /api/address/predictive
   */
  search?: AddressSearch;
  /**
   * The endpoint of the default search: anything that takes the Kleber query fields and answers its DtResponse
   * shape.
   * @default '/api/address/predictive'
   */
  endpoint?: string;
  /** Only suggest addresses in this state. */
  state?: AuState;
  /** At most this many suggestions. */
  resultLimit?: number;
  /**
   * On leaving the box, text that is exactly a suggestion (ignoring case) chooses it. Otherwise autocomplete
   * clears the choice; address-lookup keeps it.
   */
  mode?: 'address-lookup' | 'autocomplete';
  /** Offers ‘Enter address manually’. */
  manualEntry?: boolean;
  /** A form field of this name carries the chosen address, serialised as JSON. */
  name?: string;
  /** Shown in the empty box. */
  placeholder?: string;
  /**
   * The box's text when it starts with no address chosen: a place a page restores from its address (a search held
   * in the URL). It is text, as if typed: it offers suggestions when the visitor types on and chooses nothing.
   */
  defaultText?: string;
  /** Told when the visitor switches between searching (false) and entering the address manually (true). */
  onManualEntryChange?: (manual: boolean) => void;
  /**
   * Told while a manual address is checked against the locality data (true) and when the check settles (false):
   * a form can wait for it rather than refuse an address that is about to be accepted.
   */
  onCheckingChange?: (checking: boolean) => void;
  /**
   * Told of a failed search. The options are cleared and the error is logged; the visitor sees no message.
   */
  onSearchError?: (error: unknown) => void;
  /** Extra class on the field. */
  className?: string;
  /**
   * Any of the lookup's own words to change (its statuses, buttons and error messages, and the manual fields'
   * labels): a brand's voice, another language.
   */
  messages?: Partial<AddressLookupMessages>;
}

/** The longest text the address search takes (the endpoint refuses more). */
const MAX_ADDRESS_TEXT = 200;
const QUOTE_LIMIT = 60;
/** Long text quoted in a message is cut, so the message stays a line or two. */
const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text);

const changeTypes = useCombobox.stateChangeTypes;

/** Where our combobox differs from downshift's defaults, each for a reason of the APG pattern or SPEC. */
function addressComboboxReducer(
  state: UseComboboxState<AddressResult>,
  { type, changes, altKey }: UseComboboxStateChangeOptions<AddressResult> & { altKey?: boolean },
): Partial<UseComboboxState<AddressResult>> {
  const keepTextAndChoice = { inputValue: state.inputValue, selectedItem: state.selectedItem };
  switch (type) {
    // Escape closes the list, the text staying as typed; leaving never takes the active option (the text is
    // matched on blur, SPEC 5).
    case changeTypes.InputKeyDownEscape:
    case changeTypes.InputBlur:
      return { ...changes, ...keepTextAndChoice };
    // APG: Alt+Down opens the list without making an option active.
    case changeTypes.InputKeyDownArrowDown:
      return altKey && !state.isOpen ? { ...changes, highlightedIndex: -1 } : changes;
    // APG: Alt+Up closes the list and returns to the text box, choosing nothing.
    case changeTypes.InputKeyDownArrowUp:
      return altKey && state.isOpen ? { isOpen: false, highlightedIndex: -1, ...keepTextAndChoice } : changes;
    // A click in the box leaves the list as it is.
    case changeTypes.InputClick:
      return state;
    default:
      return changes;
  }
}

export function AddressLookup({
  value,
  onChange,
  search,
  endpoint,
  state: onlyState,
  resultLimit = ADDRESS_RESULT_LIMIT,
  mode = 'address-lookup',
  manualEntry = true,
  name,
  placeholder,
  defaultText = '',
  onSearchError,
  onManualEntryChange,
  onCheckingChange,
  className,
  messages: messageOverrides,
  ...control
}: AddressLookupProps) {
  const messages = withDefaultMessages(defaultAddressLookupMessages, messageOverrides);
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const inputRef = useRef<HTMLInputElement>(null);
  // Handed to downshift, which keeps its own ref to the box too.
  const setInput = useCallback((node: HTMLInputElement | null) => {
    inputRef.current = node;
  }, []);
  const manualRef = useRef<HTMLDivElement>(null);
  const [chosen, choose] = useControllableState<AddressResult | null>(value, null, onChange);
  const [text, setText] = useState(() => (chosen ? optionText(chosen) : defaultText));
  // An address the parent sets (stored answers read after the page loads, a reset) shows in an empty box; text
  // the visitor typed is never replaced. Our own choices already show.
  const [shownChoice, setShownChoice] = useState(chosen);
  if (chosen !== shownChoice) {
    setShownChoice(chosen);
    if (chosen && text === '') setText(optionText(chosen));
  }
  // Text typed before the page came alive (the box is drawn, and takes keys, before its script runs) is the
  // visitor's: it is taken as the text when the box comes alive, before a stored address read from the session
  // could fill a box that only looks empty to React. (React's own replay of that typing comes after the stored
  // answers on a slow start, too late to stop them.)
  useEarlyInput(inputRef, ([input]) => setText(input.value));
  const [open, setOpen] = useState(false);
  const [manual, setManual] = useState<ManualAddress | null>(null);
  // The manual address as the visitor left it, with the search text it left behind: coming back to manual
  // entry with that text unchanged brings every field back.
  const manualDraft = useRef<{ address: ManualAddress; text: string } | null>(null);
  // Where focus goes once the switch between searching and manual entry has drawn the new fields.
  const focusAfterSwitch = useRef<'manual' | 'lookup' | null>(null);

  const searchFunction = useMemo(() => search ?? predictiveSearch(endpoint), [search, endpoint]);
  const found = useAddressSearch(text, open && manual === null, {
    search: searchFunction,
    resultLimit,
    state: onlyState,
    onError: onSearchError,
  });
  // The last answer for this text, also while the list is shut, so Down reopens it with its first option active.
  const options = found.results;
  const listShown = open && options.length > 0;

  const state = useFormControl(
    control,
    control.formControlType === 'required' && !chosen && manual === null ? messages.required : null,
  );

  const isManual = manual !== null;
  const tellManualEntry = useEffectEvent((now: boolean) => onManualEntryChange?.(now));
  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === 'manual') manualRef.current?.querySelector<HTMLElement>('input, select')?.focus();
    if (target === 'lookup') inputRef.current?.focus();
    if (target) tellManualEntry(isManual);
  }, [isManual]);

  const pick = (option: AddressResult) => {
    setText(optionText(option));
    setOpen(false);
    choose(option);
  };

  // Downshift owns the combobox keys of the APG pattern (Down, Up, Home, End, Alt+Down, Enter, Escape), the active
  // option and the option attributes; the text, the list's openness and the choice stay ours, so SPEC's rules
  // (search timing, blur matching, manual entry) decide what happens. The active option stays downshift's own
  // state: it tells us of changes only after the render, and a copy of ours would lag a render behind, so Enter
  // pressed right after Down (keys queued faster than the page draws) would find no active option.
  const combobox = useCombobox<AddressResult>({
    items: options,
    itemToString: (option) => (option ? optionText(option) : ''),
    inputId: state.id,
    labelId: state.labelId,
    menuId: listId,
    getItemId: optionId,
    inputValue: text,
    isOpen: listShown,
    // The choice is ours (blur matching, manual entry): downshift always sees none, so every pick reaches us.
    selectedItem: null,
    stateReducer: addressComboboxReducer,
    // Ours below keeps the active option in view in the list and on the page.
    scrollIntoView: () => {},
    onStateChange: ({ type, ...changes }) => {
      if (changes.selectedItem) {
        pick(changes.selectedItem);
        return;
      }
      // Typing is ours, in the change event itself: downshift reports changes after the render, and a box whose
      // text caught up a render late would lose the keys pressed in between.
      if (type === useCombobox.stateChangeTypes.InputChange) return;
      if (changes.isOpen !== undefined) setOpen(changes.isOpen);
    },
  });
  const activeOption =
    listShown && combobox.highlightedIndex >= 0 && combobox.highlightedIndex < options.length
      ? combobox.highlightedIndex
      : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Down after a failed search asks again (the options were cleared, SPEC 8).
    if (event.key === 'ArrowDown' && found.status === 'error') found.retry();
    // Down or Up on a shut list opens it in this key's own render (downshift would say so a render later), so an
    // Enter pressed straight after finds it open.
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open && options.length > 0) setOpen(true);
    // APG: Left and Right return to the text box, the caret moving as usual.
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') combobox.setHighlightedIndex(-1);
  };

  const onBlur = () => {
    state.markLeft();
    setOpen(false);
    const exact = exactOption(text, found.results);
    if (exact) {
      if (exact !== chosen) choose(exact);
    } else if (chosen && text.trim() === '') {
      // An emptied box is an answer taken back, in either mode.
      choose(null);
    } else if (chosen && optionText(chosen) !== text && mode === 'autocomplete') {
      choose(null);
    }
  };

  const switchToManual = () => {
    const draft = manualDraft.current;
    // The fields start from what the visitor has: the fields as they left them, else the chosen address when the
    // box still shows it, else the text they typed.
    const showsChoice = chosen !== null && optionText(chosen) === text;
    setManual(
      draft && draft.text === text ? draft.address : manualFromLookup(text, showsChoice ? chosen : null),
    );
    setOpen(false);
    focusAfterSwitch.current = 'manual';
  };
  const switchToSearch = () => {
    // The manual street line comes back as the search text, so nothing typed is lost either way.
    if (manual) {
      const backText = chosen ? optionText(chosen) : manual.street;
      manualDraft.current = { address: manual, text: backText };
      setText(backText);
    }
    setManual(null);
    focusAfterSwitch.current = 'lookup';
  };
  // A manual answer that says the same as the chosen address changes nothing (no flicker to "none" and back).
  const onManualResult = (next: AddressResult | null) => {
    if (next && chosen && optionValue(next) === optionValue(chosen)) return;
    choose(next);
  };

  // The highlighted option stays in view, in the list and on the page.
  useEffect(() => {
    if (activeOption >= 0)
      document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, optionId]);

  const quoted = quote(found.text);
  const note =
    open && found.status === 'searching'
      ? fillTemplate(messages.searching, { text: quoted })
      : open && found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
        ? fillTemplate(messages.noResults, { text: quoted })
        : null;
  const announcement =
    !open || manual !== null
      ? ''
      : found.status === 'results'
        ? fillTemplate(options.length === 1 ? messages.resultCountOne : messages.resultCountOther, {
            count: options.length,
          })
        : found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
          ? fillTemplate(messages.noResults, { text: quoted })
          : '';

  return (
    <div className={cx(styles.lookup, className)}>
      {manual === null ? (
        <FormField state={state} label={control.label} help={control.help}>
          {/* Above the box: the suggestion list never covers it, and a message appearing under the box as it
              loses focus never moves it mid-click. */}
          {manualEntry ? (
            <button type="button" className={styles.switch} onClick={switchToManual}>
              {messages.enterManually}
            </button>
          ) : null}
          <div className={styles.combo}>
            <input
              // eslint-disable-next-line react-hooks/refs -- the getter only merges our ref callback into the box's ref; nothing reads a ref during render
              {...combobox.getInputProps({
                ref: setInput,
                type: 'text',
                spellCheck: false,
                maxLength: MAX_ADDRESS_TEXT,
                placeholder,
                required: state.required,
                ...controlAria(state),
                className: fieldStyles.input,
                onChange: (event: ChangeEvent<HTMLInputElement>) => {
                  setText(event.currentTarget.value);
                  setOpen(true);
                },
                onKeyDown,
                onBlur,
                // No active option, no attribute (an empty one still names nothing).
                'aria-activedescendant': activeOption >= 0 ? optionId(activeOption) : undefined,
              })}
            />
            <div className={styles.popup} hidden={!listShown && note === null}>
              {note ? <p className={styles.note}>{note}</p> : null}
              <div
                {...combobox.getMenuProps({
                  // A list that scrolls is otherwise a Tab stop in Chromium: Tab must leave the box for the next control.
                  tabIndex: -1,
                  'aria-label': messages.suggestionsLabel,
                  className: styles.list,
                  hidden: !listShown,
                })}
              >
                {options.map((option, index) => (
                  <div
                    key={option.RecordId + index}
                    {...combobox.getItemProps({
                      item: option,
                      index,
                      // Reachable by the arrows through the input (aria-activedescendant), never by Tab.
                      tabIndex: -1,
                      'data-value': optionValue(option),
                      className: styles.option,
                    })}
                  >
                    {optionText(option)}
                  </div>
                ))}
              </div>
            </div>
            <VisuallyHidden aria-live="polite" aria-atomic="true">
              {announcement}
            </VisuallyHidden>
          </div>
        </FormField>
      ) : (
        <div ref={manualRef}>
          <ManualAddressFields
            legend={control.label}
            required={state.required}
            address={manual}
            firstFieldId={state.id}
            validated={control.validated}
            onCheckingChange={onCheckingChange}
            search={searchFunction}
            onEdit={setManual}
            onResult={onManualResult}
            messages={messages}
          />
        </div>
      )}
      {manualEntry && manual !== null ? (
        <button type="button" className={styles.switch} onClick={switchToSearch}>
          {messages.searchInstead}
        </button>
      ) : null}
      {name ? <input type="hidden" name={name} value={chosen ? optionValue(chosen) : ''} /> : null}
    </div>
  );
}
