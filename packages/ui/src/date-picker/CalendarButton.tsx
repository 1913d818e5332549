'use client';
// The date picker's calendar: a button beside the typed date opens a calendar in a popover dialog
// (react-aria: focus goes to the chosen date, or today; arrows move by day and week, Page Up and Page Down by
// month, Enter or Space picks, Escape closes, and focus returns to the button). Weeks start on Monday and
// dates read in Australian English. The typed input stays usable throughout.
import { useLayoutEffect, useState } from 'react';
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
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { parseIsoDate } from '../date-input/date-text';
import { reserveReactAriaStyleIds } from '../utils/react-aria-csp';
import styles from './DatePicker.module.css';

export const CHOOSE_DATE_LABEL = 'Choose date';

export interface CalendarButtonProps {
  date: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  /** What the date is for, added to the button's and the calendar's names (e.g. "Date of birth"). */
  fieldName: string;
}

export function CalendarButton({
  date,
  onSelect,
  min,
  max,
  disabled = false,
  fieldName,
}: CalendarButtonProps) {
  const [open, setOpen] = useState(false);
  // Before react-aria's own effects, which would otherwise add a <style> element the CSP blocks.
  useLayoutEffect(() => reserveReactAriaStyleIds(document), []);
  const name = `${CHOOSE_DATE_LABEL}: ${fieldName}`;
  return (
    <I18nProvider locale="en-AU">
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <AriaButton className={styles.trigger} aria-label={name} isDisabled={disabled}>
          <Icon icon={CalendarIcon} size={24} />
        </AriaButton>
        <Popover className={styles.popover} placement="bottom end" offset={4}>
          <Dialog className={styles.dialog} aria-label={name}>
            <Calendar
              className={styles.calendar}
              aria-label={fieldName}
              value={date}
              minValue={parseIsoDate(min)}
              maxValue={parseIsoDate(max)}
              firstDayOfWeek="mon"
              // The date-picker dialog pattern: opening it puts focus on the chosen date (or today).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onChange={(picked) => {
                onSelect(picked);
                setOpen(false);
              }}
            >
              <header className={styles.header}>
                <AriaButton slot="previous" className={styles.navButton}>
                  <Icon icon={ChevronLeftIcon} size={20} label="Previous month" />
                </AriaButton>
                <Heading className={styles.heading} />
                <AriaButton slot="next" className={styles.navButton}>
                  <Icon icon={ChevronRightIcon} size={20} label="Next month" />
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
      </DialogTrigger>
    </I18nProvider>
  );
}
