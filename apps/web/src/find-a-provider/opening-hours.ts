// A provider's week of opening as one line a visitor reads: 'Monday to Friday 8 am to 5:30 pm; Saturday 9 am to
// 12 pm'. Days with the same hours side by side are said once, as a run.
import type { OpeningSession, Provider } from '@ds/providers/types';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** '08:00' as '8 am', '17:30' as '5:30 pm'. */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 && hours < 24 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const sessionText = (session: OpeningSession) =>
  `${clockText(session.opens)} to ${clockText(session.closes)}`;

export function hoursText(provider: Pick<Provider, 'hours' | 'openAllHours'>): string {
  if (provider.openAllHours) return 'Open 24 hours, every day.';
  if (provider.hours.length === 0) return 'Call for opening hours.';
  // Each day's sessions as one text ('' when closed), then runs of days with the same text.
  const byDay = DAYS.map((_, day) =>
    provider.hours
      .filter((session) => session.day === day)
      .map(sessionText)
      .join(' and '),
  );
  const runs: { from: number; to: number; text: string }[] = [];
  byDay.forEach((text, day) => {
    const last = runs.at(-1);
    if (last && last.text === text && last.to === day - 1) last.to = day;
    else runs.push({ from: day, to: day, text });
  });
  const open = runs.filter((run) => run.text !== '');
  const days = (run: { from: number; to: number }) =>
    run.from === run.to
      ? DAYS[run.from]
      : run.to === run.from + 1
        ? `${DAYS[run.from]} and ${DAYS[run.to]}`
        : `${DAYS[run.from]} to ${DAYS[run.to]}`;
  return `Open ${open.map((run) => `${days(run)} ${run.text}`).join('; ')}.`;
}
