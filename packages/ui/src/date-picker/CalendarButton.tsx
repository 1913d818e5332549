'use client';
// The date picker's calendar button: a native button beside the typed date that opens the calendar popover.
// The calendar's code (react-aria) is fetched when the visitor points at or focuses the button, and at the
// latest when it is pressed, so pages with a date picker do not load it up front.
import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { CalendarIcon } from '@ds/icons';
import { Icon } from '../icon';
import { fillTemplate } from '../messages';
import { reserveReactAriaStyleIds } from '../utils/react-aria-csp';
import type { DatePickerMessages } from './messages';
import styles from './DatePicker.module.css';

const loadCalendar = () => import('./CalendarPopover');
const CalendarPopover = lazy(loadCalendar);

export interface CalendarButtonProps {
  date: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  /** What the date is for, added to the button's and the calendar's names (e.g. "Date of birth"). */
  fieldName: string;
  /** The id of the field's label, which the open calendar keeps clear of. */
  labelId: string;
  /** The date picker's words, defaults filled in. */
  messages: DatePickerMessages;
}

export function CalendarButton({
  date,
  onSelect,
  min,
  max,
  disabled = false,
  fieldName,
  labelId,
  messages,
}: CalendarButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Before react-aria's own effects, which would otherwise add a <style> element the CSP blocks.
  useLayoutEffect(() => reserveReactAriaStyleIds(document), []);
  const name = fillTemplate(messages.chooseDate, { field: fieldName });
  const prefetch = () => void loadCalendar();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <Icon icon={CalendarIcon} size={24} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CalendarPopover
            triggerRef={buttonRef}
            labelId={labelId}
            name={name}
            fieldName={fieldName}
            date={date}
            min={min}
            max={max}
            onSelect={onSelect}
            onClose={() => setOpen(false)}
            messages={messages}
          />
        </Suspense>
      ) : null}
    </>
  );
}
