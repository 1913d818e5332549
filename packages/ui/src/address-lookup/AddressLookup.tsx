'use client';
// Address lookup: a combobox that suggests Australian addresses as the visitor types (ACCESSIBILITY.md: focus
// stays in the input, the highlighted option is aria-activedescendant, a polite region says how many were found),
// with 'Enter address manually' for an address the search does not know. The form-control contract gives it its
// label, help, required type and messages; what was typed is never lost, whichever way the visitor goes.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { AddressResult, AuState } from '@ds/address/types';
import { FormField, controlAria, useFormControl } from '../form-control';
import type { FormControlProps } from '../form-control';
import fieldStyles from '../form-control/FormField.module.css';
import { VisuallyHidden } from '../visually-hidden';
import { cx } from '../utils/cx';
import { predictiveSearch } from './address-client';
import type { AddressSearch } from './address-client';
import {
  ADDRESS_RESULT_LIMIT,
  NO_RESULTS_MIN_CHARS,
  addressMessages,
  exactOption,
  manualFromLookup,
  optionText,
  optionValue,
} from './address-rules';
import type { ManualAddress } from './address-rules';
import { ManualAddressFields } from './ManualAddressFields';
import { useAddressSearch } from './useAddressSearch';
import styles from './AddressLookup.module.css';

export interface AddressLookupProps extends FormControlProps {
  /** The chosen address when the parent controls it (use with `onChange`); null for none. */
  value?: AddressResult | null;
  /** A chosen suggestion, a complete and valid manual address, or null. */
  onChange?: (address: AddressResult | null) => void;
  /** Where suggestions come from: our predictive endpoint by default. */
  search?: AddressSearch;
  /** The endpoint of the default search (anything that speaks the Kleber query and DtResponse shape). */
  endpoint?: string;
  /** Only suggest addresses in this state. */
  state?: AuState;
  /** At most this many options (5 by default). */
  resultLimit?: number;
  /**
   * 'address-lookup' (the default) keeps the chosen address when the visitor leaves the box with other text;
   * 'autocomplete' clears it unless the text is exactly an option.
   */
  mode?: 'address-lookup' | 'autocomplete';
  /** Offer 'Enter address manually' (on by default). */
  manualEntry?: boolean;
  /** A form field of this name carries the chosen address, serialised. */
  name?: string;
  placeholder?: string;
  /** Told about a failed search (it is also logged; the visitor sees no message, SPEC 8). */
  onSearchError?: (error: unknown) => void;
  className?: string;
}

/** The longest text the address search takes (the endpoint refuses more). */
const MAX_ADDRESS_TEXT = 200;
const QUOTE_LIMIT = 60;
/** Long text quoted in a message is cut, so the message stays a line or two. */
const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text);

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
  onSearchError,
  className,
  ...control
}: AddressLookupProps) {
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const inputRef = useRef<HTMLInputElement>(null);
  const manualRef = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<AddressResult | null>(null);
  const chosen = value === undefined ? ownValue : value;
  const [text, setText] = useState(() => (chosen ? optionText(chosen) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
  const options = found.status === 'results' ? found.results : [];
  const listShown = open && options.length > 0;
  const activeOption = listShown && active >= 0 && active < options.length ? active : -1;

  const choose = (next: AddressResult | null) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  const state = useFormControl(
    control,
    control.formControlType === 'required' && !chosen && manual === null ? addressMessages.required : null,
  );

  const isManual = manual !== null;
  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === 'manual') manualRef.current?.querySelector<HTMLElement>('input, select')?.focus();
    if (target === 'lookup') inputRef.current?.focus();
  }, [isManual]);

  const pick = (option: AddressResult) => {
    setText(optionText(option));
    setOpen(false);
    setActive(-1);
    choose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (found.status === 'error') found.retry();
        if (!open) {
          // Reopening shows the last answer at once, with its first option highlighted.
          setOpen(true);
          setActive(0);
        } else {
          setActive((current) => (options.length ? Math.min(current + 1, options.length - 1) : -1));
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, -1));
        break;
      case 'Enter':
        if (activeOption >= 0) {
          event.preventDefault();
          pick(options[activeOption]!);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const onBlur = () => {
    state.markLeft();
    setOpen(false);
    setActive(-1);
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
      ? addressMessages.searching(quoted)
      : open && found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
        ? addressMessages.noResults(quoted)
        : null;
  const announcement =
    !open || manual !== null
      ? ''
      : found.status === 'results'
        ? addressMessages.resultCount(options.length)
        : found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
          ? addressMessages.noResults(quoted)
          : '';

  return (
    <div className={cx(styles.lookup, className)}>
      {manual === null ? (
        <FormField state={state} label={control.label} help={control.help}>
          {/* Above the box: the suggestion list never covers it, and a message appearing under the box as it
              loses focus never moves it mid-click. */}
          {manualEntry ? (
            <button type="button" className={styles.switch} onClick={switchToManual}>
              {addressMessages.enterManually}
            </button>
          ) : null}
          <div className={styles.combo}>
            <input
              ref={inputRef}
              id={state.id}
              type="text"
              role="combobox"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_ADDRESS_TEXT}
              placeholder={placeholder}
              required={state.required}
              {...controlAria(state)}
              className={fieldStyles.input}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            />
            <div className={styles.popup} hidden={!listShown && note === null}>
              {note ? <p className={styles.note}>{note}</p> : null}
              <div
                id={listId}
                role="listbox"
                // A list that scrolls is otherwise a Tab stop in Chromium: Tab must leave the box for the next control.
                tabIndex={-1}
                aria-label={addressMessages.suggestionsLabel}
                className={styles.list}
                hidden={!listShown}
              >
                {options.map((option, index) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox owns the keys: focus never leaves the input (ARIA combobox pattern)
                  <div
                    key={option.RecordId + index}
                    id={optionId(index)}
                    role="option"
                    // Reachable by the arrows through the input (aria-activedescendant), never by Tab.
                    tabIndex={-1}
                    aria-selected={index === activeOption}
                    data-value={optionValue(option)}
                    className={styles.option}
                    // Keep focus in the input: a press on an option must not blur the combobox first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
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
            validated={control.validated}
            search={searchFunction}
            onEdit={setManual}
            onResult={onManualResult}
          />
        </div>
      )}
      {manualEntry && manual !== null ? (
        <button type="button" className={styles.switch} onClick={switchToSearch}>
          {addressMessages.searchInstead}
        </button>
      ) : null}
      {name ? <input type="hidden" name={name} value={chosen ? optionValue(chosen) : ''} /> : null}
    </div>
  );
}
