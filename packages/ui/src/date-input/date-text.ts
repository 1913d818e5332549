// The typed date: dd/mm/yyyy as the visitor types it. Pure functions, so every rule is tested on its own:
// digits only, a slash after the day and after the month, at most 10 characters, Backspace over a slash takes
// the digit before it too, the caret stays beside what was typed, and the checks give a clear message.
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { fillTemplate } from '../messages';
import { defaultDateInputMessages } from './messages';
import type { DateInputMessages } from './messages';

export const DATE_MAX_LENGTH = 10;
const MAX_DIGITS = 8;

/** Digits placed into dd/mm/yyyy, with the slash after a complete day or month. */
export function formatDigits(digits: string): string {
  const d = digits.slice(0, MAX_DIGITS);
  let text = d.slice(0, 2);
  if (d.length >= 2) text += '/';
  text += d.slice(2, 4);
  if (d.length >= 4) text += '/';
  text += d.slice(4);
  return text;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface TypedEdit {
  /** What the input shows after the edit. */
  text: string;
  /** Where the caret goes. */
  caret: number;
  /** Why part of the edit was left out: a character that is not a digit, or digits past a full date. */
  rejected: 'notNumbers' | 'tooLong' | null;
}

/** Where the caret goes in `text` so it sits after `digitCount` digits. */
function caretAfterDigits(text: string, digitCount: number, skipSlash: boolean): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i] ?? '')) seen += 1;
    if (seen === digitCount) {
      const after = i + 1;
      return skipSlash && text[after] === '/' ? after + 1 : after;
    }
  }
  return text.length;
}

/**
 * The input's raw value after the browser applied a keystroke, paste or cut (`raw`, caret at `rawCaret`),
 * given what it showed before (`previous`). Extra digits past a full date are refused, keeping the previous text.
 */
export function applyTypedEdit(previous: string, raw: string, rawCaret: number): TypedEdit {
  const slashTyped = raw.length > previous.length && raw[rawCaret - 1] === '/';
  if (slashTyped) {
    // A slash typed after a one-digit day or month means a leading zero: 1/5/1990 is 01/05/1990.
    const before = raw.slice(0, rawCaret - 1);
    const group = /(?:^|\/)(\d)$/.exec(before);
    if (group && digitsOf(before).length <= 3) {
      const padded = `${before.slice(0, -1)}0${group[1]}/`;
      return applyTypedEdit(previous, padded + raw.slice(rawCaret), padded.length);
    }
  }
  const digits = digitsOf(raw);
  if (digits.length > MAX_DIGITS) {
    const caret = Math.min(rawCaret - (raw.length - previous.length), previous.length);
    return { text: previous, caret: Math.max(caret, 0), rejected: 'tooLong' };
  }
  const rejected = /[^\d/]/.test(raw) ? 'notNumbers' : null;
  const text = formatDigits(digits);
  const digitsBeforeCaret = digitsOf(raw.slice(0, rawCaret)).length;
  // Typing moves on past a slash the input adds; a caret that was just after a slash stays after it.
  const afterSlash = raw.length > previous.length || raw[rawCaret - 1] === '/';
  return { text, caret: caretAfterDigits(text, digitsBeforeCaret, afterSlash), rejected };
}

/**
 * What a run of characters typed into an empty input makes (text typed before the page came alive, which the
 * input only sees whole): a date in a common shape as a paste is tidied, else each character as if typed in turn,
 * so 1/5/1990 is 01/05/1990 and digits past a full date are refused, not the whole run.
 */
export function typedDateText(typed: string): TypedEdit {
  const asDate = datePastedAs(typed);
  if (asDate) return { text: asDate, caret: asDate.length, rejected: null };
  let edit: TypedEdit = { text: '', caret: 0, rejected: null };
  let rejected: TypedEdit['rejected'] = null;
  for (const character of typed) {
    const raw = edit.text + character;
    edit = applyTypedEdit(edit.text, raw, raw.length);
    rejected = edit.rejected ?? rejected;
  }
  return { ...edit, rejected };
}

/**
 * Backspace with the caret just after a slash (and nothing selected): the slash and the digit before it go,
 * so the slash the input added does not trap the caret. Null when Backspace should do its usual thing.
 */
export function backspaceOverSlash(text: string, caret: number): TypedEdit | null {
  if (caret < 1 || text[caret - 1] !== '/') return null;
  const digitsBefore = digitsOf(text.slice(0, caret)).length;
  const digits = digitsOf(text);
  const remaining = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
  const next = formatDigits(remaining);
  return { text: next, caret: caretAfterDigits(next, digitsBefore - 1, false), rejected: null };
}

/** Delete with the caret just before a slash: the digit after the slash goes (the slash itself is the input's). */
export function deleteOverSlash(text: string, caret: number): TypedEdit | null {
  if (text[caret] !== '/') return null;
  const digitsBefore = digitsOf(text.slice(0, caret)).length;
  const digits = digitsOf(text);
  const next = formatDigits(digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1));
  return { text: next, caret: caretAfterDigits(next, digitsBefore, true), rejected: null };
}

/** Pasted text in a common shape (25/12/1990, 25-12-1990, 25.12.1990, 1990-12-25) as dd/mm/yyyy, else null. */
export function datePastedAs(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return `${iso[3]!.padStart(2, '0')}/${iso[2]!.padStart(2, '0')}/${iso[1]}`;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dmy) return `${dmy[1]!.padStart(2, '0')}/${dmy[2]!.padStart(2, '0')}/${dmy[3]}`;
  return null;
}

/** A complete, real date typed as dd/mm/yyyy, or null. */
export function parseDateText(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  // CalendarDate moves an impossible day (31/02) into range; a date that moved was not real.
  return date.day === day && date.month === month && date.year === year ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const formatDate = (date: CalendarDate): string =>
  `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;

/** yyyy-mm-dd (a native date input's value, and the min and max props) as a date, or null. */
export function parseIsoDate(iso: string | undefined | null): CalendarDate | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? parseDateText(`${match[3]}/${match[2]}/${match[1]}`) : null;
}

export const isoFromDateText = (text: string): string => {
  const date = parseDateText(text);
  return date ? date.toString() : '';
};

export const dateTextFromIso = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : '';
};

export interface DateLimits {
  required?: boolean;
  /** yyyy-mm-dd */
  min?: string;
  /** yyyy-mm-dd */
  max?: string;
}

/**
 * What is wrong with the typed text, in the messages' words, or null when it is a date the field accepts (or an
 * allowed empty).
 */
export function dateTextError(
  text: string,
  { required = false, min, max }: DateLimits = {},
  messages: DateInputMessages = defaultDateInputMessages,
): string | null {
  if (text === '') return required ? messages.required : null;
  if (/[^\d/]/.test(text)) return messages.notNumbers;
  if (text.length < DATE_MAX_LENGTH) return messages.incomplete;
  const date = parseDateText(text);
  if (!date) return fillTemplate(messages.notReal, { date: text });
  const minDate = parseIsoDate(min);
  if (minDate && date.compare(minDate) < 0)
    return fillTemplate(messages.beforeMin, { min: formatDate(minDate) });
  const maxDate = parseIsoDate(max);
  if (maxDate && date.compare(maxDate) > 0)
    return fillTemplate(messages.afterMax, { max: formatDate(maxDate) });
  return null;
}

/** Today in the visitor's time zone, for a calendar that opens on today. */
export const todayDate = (): CalendarDate => today(getLocalTimeZone());
