'use client';
// The calendar itself, in a popover dialog anchored to the date picker's button (react-aria: focus goes to the
// chosen date, or today; arrows move by day and week, Page Up and Page Down by month, Enter or Space picks,
// Escape closes, and focus returns to the button). Weeks start on Monday and dates read in Australian English.
// Loaded only when a visitor is about to open it, so a page with a date picker does not carry it up front.
import type { RefObject } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { ChevronLeftIcon, ChevronRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { parseIsoDate } from '../date-input/date-text';
import styles from './DatePicker.module.css';

export interface CalendarPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's name ('Choose date: Date of birth'). */
  name: string;
  /** What the date is for, the calendar's name. */
  fieldName: string;
  date: CalendarDate | null;
  min?: string;
  max?: string;
  onSelect: (date: CalendarDate) => void;
  onClose: () => void;
}

export default function CalendarPopover({
  triggerRef,
  name,
  fieldName,
  date,
  min,
  max,
  onSelect,
  onClose,
}: CalendarPopoverProps) {
  return (
    <I18nProvider locale="en-AU">
      <Popover
        className={styles.popover}
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        placement="bottom end"
        offset={4}
      >
        <Dialog className={styles.dialog} aria-label={name}>
          <Calendar
            className={styles.calendar}
            aria-label={fieldName}
            value={date}
            minValue={parseIsoDate(min)}
            maxValue={parseIsoDate(max)}
            firstDayOfWeek="mon"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the APG date-picker dialog puts focus on the chosen date (or today) when it opens
            autoFocus
            onChange={(picked) => {
              onSelect(picked);
              onClose();
            }}
          >
            <header className={styles.header}>
              <AriaButton slot="previous" className={styles.navButton} aria-label="Previous month">
                <Icon icon={ChevronLeftIcon} size={20} />
              </AriaButton>
              <Heading className={styles.heading} />
              <AriaButton slot="next" className={styles.navButton} aria-label="Next month">
                <Icon icon={ChevronRightIcon} size={20} />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(day) => <CalendarCell date={day} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
