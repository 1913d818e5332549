import {
  applyTypedEdit,
  backspaceOverSlash,
  deleteOverSlash,
  datePastedAs,
  typedDateText,
  dateTextError,
  dateTextFromIso,
  formatDigits,
  isoFromDateText,
  parseDateText,
} from './date-text';
import { defaultDateInputMessages } from './messages';

describe('formatDigits', () => {
  it('puts a slash after a complete day and a complete month, up to eight digits', () => {
    expect(formatDigits('')).toBe('');
    expect(formatDigits('2')).toBe('2');
    expect(formatDigits('25')).toBe('25/');
    expect(formatDigits('251')).toBe('25/1');
    expect(formatDigits('2512')).toBe('25/12/');
    expect(formatDigits('25121990')).toBe('25/12/1990');
    expect(formatDigits('2512199012')).toBe('25/12/1990');
  });
});

describe('applyTypedEdit', () => {
  it('adds the slash as the day is finished and puts the caret after it', () => {
    expect(applyTypedEdit('2', '25', 2)).toEqual({ text: '25/', caret: 3, rejected: null });
    expect(applyTypedEdit('25/1', '25/12', 5)).toEqual({ text: '25/12/', caret: 6, rejected: null });
  });

  it('leaves out anything that is not a digit, says why, and keeps what was typed', () => {
    expect(applyTypedEdit('25/', '25/a', 4)).toEqual({ text: '25/', caret: 3, rejected: 'notNumbers' });
    expect(applyTypedEdit('', 'hello', 5)).toEqual({ text: '', caret: 0, rejected: 'notNumbers' });
  });

  it('keeps the caret beside a digit typed in the middle', () => {
    // 25/12/1990 with the day's 5 deleted, then 4 typed where it was.
    expect(applyTypedEdit('21/21/990', '241/21/990', 2)).toEqual({
      text: '24/12/1990',
      caret: 3,
      rejected: null,
    });
    // Deleting the month's first digit keeps the caret where the digit was.
    expect(applyTypedEdit('25/12/1990', '25/2/1990', 3)).toEqual({
      text: '25/21/990',
      caret: 3,
      rejected: null,
    });
  });

  it('refuses digits past a full date and keeps the text and the caret', () => {
    expect(applyTypedEdit('25/12/1990', '25/132/1990', 5)).toEqual({
      text: '25/12/1990',
      caret: 4,
      rejected: 'tooLong',
    });
  });
});

describe('a slash typed after one digit', () => {
  it('reads as a leading zero for the day and the month', () => {
    expect(applyTypedEdit('1', '1/', 2)).toEqual({ text: '01/', caret: 3, rejected: null });
    expect(applyTypedEdit('01/5', '01/5/', 5)).toEqual({ text: '01/05/', caret: 6, rejected: null });
  });

  it('is otherwise left out, as the input adds its own slashes', () => {
    expect(applyTypedEdit('12/', '12//', 4)).toEqual({ text: '12/', caret: 3, rejected: null });
  });
});

describe('deleteOverSlash', () => {
  it('removes the digit after the slash', () => {
    expect(deleteOverSlash('25/12/1990', 2)).toEqual({ text: '25/21/990', caret: 3, rejected: null });
    expect(deleteOverSlash('25/12/1990', 3)).toBeNull();
  });
});

describe('backspaceOverSlash', () => {
  it('removes the slash and the digit before it', () => {
    expect(backspaceOverSlash('25/', 3)).toEqual({ text: '2', caret: 1, rejected: null });
    expect(backspaceOverSlash('25/12/1990', 6)).toEqual({ text: '25/11/990', caret: 4, rejected: null });
  });

  it('leaves an ordinary Backspace alone', () => {
    expect(backspaceOverSlash('25/1', 4)).toBeNull();
    expect(backspaceOverSlash('25/', 0)).toBeNull();
  });
});

describe('datePastedAs', () => {
  it('tidies a pasted date in a common shape', () => {
    expect(datePastedAs(' 1990-12-25 ')).toBe('25/12/1990');
    expect(datePastedAs('5/3/2001')).toBe('05/03/2001');
    expect(datePastedAs('25.12.1990')).toBe('25/12/1990');
    expect(datePastedAs('25-12-1990')).toBe('25/12/1990');
  });

  it('gives null for anything else', () => {
    expect(datePastedAs('next Tuesday')).toBeNull();
    expect(datePastedAs('1'.repeat(5000))).toBeNull();
  });
});

describe('parseDateText and the native date input', () => {
  it('reads a real date and refuses an impossible one', () => {
    expect(parseDateText('29/02/2024')?.toString()).toBe('2024-02-29');
    expect(parseDateText('29/02/2023')).toBeNull();
    expect(parseDateText('31/02/2024')).toBeNull();
    expect(parseDateText('00/01/2024')).toBeNull();
    expect(parseDateText('12/13/2024')).toBeNull();
    expect(parseDateText('1/1/2024')).toBeNull();
  });

  it('turns yyyy-mm-dd into dd/mm/yyyy and back', () => {
    expect(dateTextFromIso('1990-12-25')).toBe('25/12/1990');
    expect(isoFromDateText('25/12/1990')).toBe('1990-12-25');
    expect(dateTextFromIso('')).toBe('');
    expect(isoFromDateText('25/12/19')).toBe('');
  });
});

describe('dateTextError', () => {
  it('asks for a date only when one is required', () => {
    expect(dateTextError('')).toBeNull();
    expect(dateTextError('', { required: true })).toBe(defaultDateInputMessages.required);
  });

  it('says what is wrong with the text', () => {
    expect(dateTextError('25/12')).toBe(defaultDateInputMessages.incomplete);
    expect(dateTextError('31/02/2024')).toBe('31/02/2024 is not a real date. Check the day and the month.');
    expect(dateTextError('ab/cd/efgh')).toBe(defaultDateInputMessages.notNumbers);
  });

  it('keeps the date within min and max', () => {
    const limits = { min: '1900-01-01', max: '2026-11-23' };
    expect(dateTextError('31/12/1899', limits)).toBe('Enter a date on or after 01/01/1900.');
    expect(dateTextError('24/11/2026', limits)).toBe('Enter a date on or before 23/11/2026.');
    expect(dateTextError('01/01/1900', limits)).toBeNull();
    expect(dateTextError('23/11/2026', limits)).toBeNull();
  });
});

describe('typedDateText', () => {
  it('tidies digits typed in a run as if typed one by one', () => {
    expect(typedDateText('31021990')).toEqual({ text: '31/02/1990', caret: 10, rejected: null });
    expect(typedDateText('1/5/1990')).toEqual({ text: '01/05/1990', caret: 10, rejected: null });
    expect(typedDateText('250')).toEqual({ text: '25/0', caret: 4, rejected: null });
  });

  it('takes a date in a common shape as a paste', () => {
    expect(typedDateText('1990-05-01').text).toBe('01/05/1990');
  });

  it('refuses only what cannot be part of a date, and says why', () => {
    expect(typedDateText('310219901')).toEqual({ text: '31/02/1990', caret: 10, rejected: 'tooLong' });
    expect(typedDateText('3x1')).toEqual({ text: '31/', caret: 3, rejected: 'notNumbers' });
    expect(typedDateText('')).toEqual({ text: '', caret: 0, rejected: null });
  });
});
