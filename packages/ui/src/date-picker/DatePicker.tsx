'use client';
// Date picker: the typed date input (dd/mm/yyyy, with all its rules and messages) and a calendar button beside
// it. On iOS and Android the phone's own date input replaces both. Valid or invalid once validated; required
// when the form-control type is 'required'.
import { DateInput } from '../date-input/DateInput';
import type { DateInputProps } from '../date-input/DateInput';
import { CalendarButton } from './CalendarButton';

export type DatePickerProps = DateInputProps;

export function DatePicker(props: DatePickerProps) {
  const fieldName = typeof props.label === 'string' ? props.label : 'date';
  return (
    <DateInput
      {...props}
      addOn={({ date, select, disabled, state }) => (
        <CalendarButton
          date={date}
          onSelect={select}
          min={props.min}
          max={props.max}
          disabled={disabled}
          fieldName={fieldName}
          labelId={state.labelId}
        />
      )}
    />
  );
}
