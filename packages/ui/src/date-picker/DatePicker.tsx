'use client';
// Date picker: the typed date input (dd/mm/yyyy, with all its rules and messages) and a calendar button beside
// it. On iOS and Android the phone's own date input replaces both. Valid or invalid once validated; required
// when the form-control type is 'required'.
import { DateInputField } from '../date-input/DateInput';
import type { DateInputProps } from '../date-input/DateInput';
import { withDefaultMessages } from '../messages';
import { CalendarButton } from './CalendarButton';
import { defaultDatePickerMessages } from './messages';
import type { DatePickerMessages } from './messages';

export interface DatePickerProps extends Omit<DateInputProps, 'messages'> {
  /** Any of the picker's own words to change: the calendar's and the date input's. */
  messages?: Partial<DatePickerMessages>;
}

export function DatePicker(props: DatePickerProps) {
  const messages = withDefaultMessages(defaultDatePickerMessages, props.messages);
  const fieldName = typeof props.label === 'string' ? props.label : messages.unnamedField;
  return (
    <DateInputField
      {...props}
      messages={messages}
      addOn={({ date, select, disabled, state }) => (
        <CalendarButton
          date={date}
          onSelect={select}
          min={props.min}
          max={props.max}
          disabled={disabled}
          fieldName={fieldName}
          labelId={state.labelId}
          messages={messages}
        />
      )}
    />
  );
}
