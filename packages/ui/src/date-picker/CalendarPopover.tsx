'use client';
// The calendar itself, in a popover dialog below the date picker's field (the WAI-ARIA APG date picker dialog,
// on react-aria: focus goes to the chosen date, or today; arrows move by day and week, Page Up and Page Down by
// month, Home and End to the ends of the week row, Enter or Space picks, Escape closes, and focus returns to the
// button). Weeks start on Monday and dates read in Australian English. The month shown is announced politely.
// Loaded only when a visitor is about to open it, so a page with a date picker does not carry it up front.
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { ChevronLeftIcon, ChevronRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { parseIsoDate, todayDate } from '../date-input/date-text';
import {
  CALENDAR_LOCALE,
  FIRST_DAY_OF_WEEK,
  monthAway,
  monthTitle,
  noMonthAfter,
  noMonthBefore,
  weekRowEnd,
  weekRowStart,
  withinLimits,
} from './calendar-month';
import type { DatePickerMessages } from './messages';
import styles from './DatePicker.module.css';

/** The gap between the field's button and the calendar. */
const POPOVER_OFFSET = 4;
/** The least gap between the calendar (or the field's label, when the page scrolls) and the window's edges. */
const VIEWPORT_MARGIN = 12;

export interface CalendarPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The id of the field's label, which the open calendar keeps in view and never covers. */
  labelId: string;
  /** The dialog's name ('Choose date: Date of birth'). */
  name: string;
  /** What the date is for, the calendar's name. */
  fieldName: string;
  date: CalendarDate | null;
  min?: string;
  max?: string;
  onSelect: (date: CalendarDate) => void;
  onClose: () => void;
  /** The month buttons' names are `previousMonth` and `nextMonth`. */
  messages: Pick<DatePickerMessages, 'previousMonth' | 'nextMonth'>;
}

export default function CalendarPopover({
  triggerRef,
  labelId,
  name,
  fieldName,
  date,
  min,
  max,
  onSelect,
  onClose,
  messages,
}: CalendarPopoverProps) {
  const limits = { min: parseIsoDate(min), max: parseIsoDate(max) };
  const [focused, setFocused] = useState(() => withinLimits(date ?? todayDate(), limits));
  // react-aria announces a month change assertively when the Previous or Next button changes it (its update
  // effect sees the grid unfocused). Those buttons live outside the Calendar and give it a fresh instance, whose
  // first render announces nothing; the heading below, a polite live region, says the month instead.
  const [instance, setInstance] = useState(0);
  // The calendar takes focus when it opens, and when a month button it was pressed from becomes disabled.
  const [focusGrid, setFocusGrid] = useState(true);
  const popoverRef = useRef<HTMLElement>(null);

  const turnMonth = (months: 1 | -1) => {
    const next = monthAway(focused, months, limits);
    setFocused(next);
    setFocusGrid(months === 1 ? noMonthAfter(next, limits) : noMonthBefore(next, limits));
    setInstance((count) => count + 1);
  };

  // APG: Home and End go to the first and last day of the week row (react-aria goes to the month's ends).
  const onGridKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!(event.target instanceof Element) || !event.target.closest('[role="grid"]')) return;
    event.preventDefault();
    event.stopPropagation();
    setFocused(withinLimits(event.key === 'Home' ? weekRowStart(focused) : weekRowEnd(focused), limits));
  };

  // The calendar opens below the field and never flips over its label or the page title. When there is not
  // room below, the page scrolls up as far as it needs to (but never past the label), and react-aria places the
  // popover again; a viewport too short even then leaves the calendar scrolling inside the popover.
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const trigger = triggerRef.current;
    const label = document.getElementById(labelId);
    if (!popover || !trigger || !label) return;
    // The calendar's full height: its content (it may be squeezed already) and its border.
    const needed = popover.scrollHeight + popover.offsetHeight - popover.clientHeight;
    const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
    const room = viewportHeight - trigger.getBoundingClientRect().bottom - POPOVER_OFFSET - VIEWPORT_MARGIN;
    const scroll = Math.min(needed - room, label.getBoundingClientRect().top - VIEWPORT_MARGIN);
    if (scroll < 1) return;
    window.scrollBy({ top: scroll, behavior: 'instant' });
    // react-aria measures the room again on a window resize (and on nothing else it would hear here).
    window.dispatchEvent(new Event('resize'));
  }, [labelId, triggerRef]);

  return (
    <I18nProvider locale={CALENDAR_LOCALE}>
      <Popover
        ref={popoverRef}
        className={styles.popover}
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        placement="bottom end"
        shouldFlip={false}
        offset={POPOVER_OFFSET}
        containerPadding={VIEWPORT_MARGIN}
      >
        <Dialog className={styles.dialog} aria-label={name}>
          <div className={styles.header}>
            <AriaButton
              className={styles.navButton}
              aria-label={messages.previousMonth}
              isDisabled={noMonthBefore(focused, limits)}
              onPress={() => turnMonth(-1)}
            >
              <Icon icon={ChevronLeftIcon} size={20} />
            </AriaButton>
            <h2 className={styles.heading} aria-live="polite">
              {monthTitle(focused)}
            </h2>
            <AriaButton
              className={styles.navButton}
              aria-label={messages.nextMonth}
              isDisabled={noMonthAfter(focused, limits)}
              onPress={() => turnMonth(1)}
            >
              <Icon icon={ChevronRightIcon} size={20} />
            </AriaButton>
          </div>
          {/* Not a control: it only catches Home and End on their way to the grid's days. */}
          <div onKeyDownCapture={onGridKeyDown}>
            <Calendar
              key={instance}
              className={styles.calendar}
              aria-label={fieldName}
              value={date}
              focusedValue={focused}
              onFocusChange={setFocused}
              minValue={limits.min}
              maxValue={limits.max}
              firstDayOfWeek={FIRST_DAY_OF_WEEK}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the APG date-picker dialog puts focus on the chosen date (or today) when it opens
              autoFocus={focusGrid}
              onChange={(picked) => {
                onSelect(picked);
                onClose();
              }}
            >
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(day) => <CalendarCell date={day} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </div>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
