'use client';
// Address lookup: a combobox that suggests Australian addresses as the visitor types (ACCESSIBILITY.md: focus
// stays in the input, the highlighted option is aria-activedescendant, a polite region says how many were found),
// with 'Enter address manually' for an address the search does not know. The form-control contract gives it its
// label, help, required type and messages; what was typed is never lost, whichever way the visitor goes.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const manualRef = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<AddressResult | null>(null);
  const chosen = value === undefined ? ownValue : value;
  const [text, setText] = useState(() => (chosen ? optionText(chosen) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [manual, setManual] = useState<ManualAddress | null>(null);
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
        if (!open) setOpen(true);
        setActive((current) => (options.length ? Math.min(current + 1, options.length - 1) : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, -1));
        break;
      case 'Enter':
        if (listShown && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
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
    } else if (chosen && optionText(chosen) !== text && mode === 'autocomplete') {
      choose(null);
    }
  };

  const switchToManual = () => {
    setManual(manualFromLookup(text, chosen));
    setOpen(false);
    focusAfterSwitch.current = 'manual';
  };
  const switchToSearch = () => {
    // The manual street line comes back as the search text, so nothing typed is lost either way.
    if (manual) setText(chosen ? optionText(chosen) : manual.street);
    setManual(null);
    focusAfterSwitch.current = 'lookup';
  };

  const note =
    open && found.status === 'searching'
      ? addressMessages.searching(found.text)
      : open && found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
        ? addressMessages.noResults(found.text)
        : null;
  const announcement =
    !open || manual !== null
      ? ''
      : found.status === 'results'
        ? addressMessages.resultCount(options.length)
        : found.status === 'noResults' && found.text.length >= NO_RESULTS_MIN_CHARS
          ? addressMessages.noResults(found.text)
          : '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={cx(styles.lookup, className)}>
      {manual === null ? (
        <FormField state={state} label={control.label} help={control.help}>
          <div className={styles.combo}>
            <input
              ref={inputRef}
              id={state.id}
              type="text"
              role="combobox"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
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
                    aria-selected={index === active}
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
          {/* Above the field's message, so a message appearing as the box loses focus never moves it mid-click. */}
          {manualEntry ? (
            <button type="button" className={styles.switch} onClick={switchToManual}>
              {addressMessages.enterManually}
            </button>
          ) : null}
        </FormField>
      ) : (
        <div ref={manualRef}>
          <ManualAddressFields
            legend={control.label}
            address={manual}
            validated={control.validated}
            search={searchFunction}
            onEdit={setManual}
            onResult={choose}
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
