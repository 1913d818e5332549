// A provider's opening hours in words, one way for the whole directory: the search's results say the week as one
// line ('Monday to Friday 8:00 am to 5:30 pm; Saturday 9:00 am to 12:00 pm'), the provider's own page as a row a
// day. Both read the times alike, so a visitor who follows a result sees the same hours on its page.
import type { OpeningSession, Provider } from '@ds/providers/types';

/** Monday first, as OpeningSession numbers the days. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** '08:30' -> '8:30 am', '12:00' -> '12:00 pm', '00:00' (and a closing '24:00') -> '12:00 am'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours % 24 < 12 ? 'am' : 'pm'}`;
}

const sessionText = (session: OpeningSession) =>
  `${clockTime(session.opens)} to ${clockTime(session.closes)}`;

/** One row of the opening hours: the day and what it says ('8:30 am to 5:00 pm', two sessions, or 'Closed'). */
export interface HoursRow {
  day: (typeof WEEKDAYS)[number];
  sessions: readonly OpeningSession[];
  text: string;
}

/** The week, Monday to Sunday, each day's sessions in order of opening. */
export function weekHours(provider: Pick<Provider, 'hours'>): HoursRow[] {
  return WEEKDAYS.map((day, index) => {
    const sessions = provider.hours
      .filter((session) => session.day === index)
      // 'HH:MM' sorts as text; compared plainly, as localeCompare would wake Intl's collator in the browser.
      .sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0));
    const text = sessions.length === 0 ? 'Closed' : sessions.map(sessionText).join(', ');
    return { day, sessions, text };
  });
}

/** The week as one line: days with the same hours side by side are said once, as a run. */
export function hoursText(provider: Pick<Provider, 'hours' | 'openAllHours'>): string {
  if (provider.openAllHours) return 'Open 24 hours, every day.';
  if (provider.hours.length === 0) return 'Call for opening hours.';
  // Each day's sessions as one text ('' when closed), then runs of days with the same text.
  const byDay = weekHours(provider).map((row) => row.sessions.map(sessionText).join(' and '));
  const runs: { from: number; to: number; text: string }[] = [];
  byDay.forEach((text, day) => {
    const last = runs.at(-1);
    if (last && last.text === text && last.to === day - 1) last.to = day;
    else runs.push({ from: day, to: day, text });
  });
  const open = runs.filter((run) => run.text !== '');
  const days = (run: { from: number; to: number }) =>
    run.from === run.to
      ? WEEKDAYS[run.from]
      : run.to === run.from + 1
        ? `${WEEKDAYS[run.from]} and ${WEEKDAYS[run.to]}`
        : `${WEEKDAYS[run.from]} to ${WEEKDAYS[run.to]}`;
  return `Open ${open.map((run) => `${days(run)} ${run.text}`).join('; ')}.`;
}
