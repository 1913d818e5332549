// What each step of the overseas quote needs: the messages its fields show, in the order they appear, so a step can
// list them and focus the first. A step with no message is complete; a step opens once all before it are. The
// rules themselves (subclass and cover type, the arrival window, the length of cover) are the product's, which the
// application service checks too.
import type { CalendarDate } from '@internationalized/date';
import { formatLongDate } from '@ds/ui/format';
import {
  ARRIVAL_RULE,
  OVERSEAS_COVER,
  arrivalProblem,
  arrivalWindow,
  hasArrived,
  monthsProblem,
  subclassProblem,
  subclassesFor,
} from '@ds/product/overseas';
import type { OverseasAnswers } from '@ds/product/overseas';
import type { FieldProblem } from '@/journeys/JourneyStepForm';
import { parseTypedDate } from '@/quote/journey';
import { NOT_SURE } from './journey';
import type { OverseasJourneyAnswers, OverseasStepId } from './journey';

/** The subclass as the product rules read it: '' for 'not sure'. */
const subclassOf = (answers: OverseasJourneyAnswers) =>
  answers.subclass === NOT_SURE ? '' : answers.subclass;

function coverTypeProblems(answers: OverseasJourneyAnswers): FieldProblem[] {
  if (!answers.coverType) return [{ field: 'cover-type', message: 'Choose the cover you need.' }];
  const { coverType } = answers;
  const cover = OVERSEAS_COVER[coverType];
  if (answers.subclass === NOT_SURE && !cover.needsSubclass) return [];
  // The question is asked of every cover type: a visitor who does not know the subclass yet says so ('not sure'),
  // which the product rules read as no subclass. Nothing chosen at all is an unanswered question.
  const problem = answers.subclass ? subclassProblem(coverType, subclassOf(answers)) : 'missing';
  if (!problem) return [];
  const codes = subclassesFor(coverType).map((visa) => visa.code);
  const orNotSure = cover.needsSubclass ? '' : ', or ‘I’m not sure yet’';
  const message =
    problem === 'missing'
      ? `Choose your visa subclass${orNotSure}: ${cover.name.toLowerCase()} is for subclasses ${codes.join(', ')}.`
      : `Choose one of the visa subclasses listed for ${cover.name.toLowerCase()}.`;
  return [{ field: 'subclass', message }];
}

function whoProblems(answers: OverseasJourneyAnswers): FieldProblem[] {
  return answers.who ? [] : [{ field: 'who', message: 'Choose who the cover is for.' }];
}

/** The day cover starts, once it is a real date inside the window; null otherwise. */
export function arrivalDate(answers: OverseasJourneyAnswers, today: CalendarDate): CalendarDate | null {
  const date = parseTypedDate(answers.arrival);
  return date && !arrivalProblem(date, today) ? date : null;
}

function datesProblems(answers: OverseasJourneyAnswers, today: CalendarDate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const text = answers.arrival.trim();
  const date = parseTypedDate(text);
  const { earliest, latest } = arrivalWindow(today);
  if (!text)
    problems.push({ field: 'arrival', message: 'Enter the date you arrive in Australia, as dd/mm/yyyy.' });
  else if (!date) problems.push({ field: 'arrival', message: 'Enter a real date, as dd/mm/yyyy.' });
  else if (arrivalProblem(date, today) === 'too-early') {
    problems.push({
      field: 'arrival',
      message: `Cover can start at most ${ARRIVAL_RULE.daysBefore} days back. Enter ${formatLongDate(earliest.toString())} or later, or call us.`,
    });
  } else if (arrivalProblem(date, today) === 'too-late') {
    problems.push({
      field: 'arrival',
      message: `We quote up to 12 months ahead. Enter ${formatLongDate(latest.toString())} or earlier.`,
    });
  }
  if (answers.coverType) {
    const { min, max } = OVERSEAS_COVER[answers.coverType].months;
    if (!answers.months)
      problems.push({ field: 'months', message: 'Choose how many months of cover you need.' });
    else if (monthsProblem(answers.coverType, Number(answers.months))) {
      problems.push({ field: 'months', message: `Choose between ${min} and ${max} months.` });
    }
  }
  return problems;
}

function levelProblems(answers: OverseasJourneyAnswers): FieldProblem[] {
  return answers.level ? [] : [{ field: 'level', message: 'Choose a level of cover.' }];
}

export function stepProblems(
  step: OverseasStepId,
  answers: OverseasJourneyAnswers,
  today: CalendarDate,
): FieldProblem[] {
  switch (step) {
    case 'cover-type':
      return coverTypeProblems(answers);
    case 'who':
      return whoProblems(answers);
    case 'dates':
      return datesProblems(answers, today);
    case 'choose-cover':
      return levelProblems(answers);
    case 'save':
      return [];
  }
}

/**
 * The answers in the shape the pricing module and the application service take, once every step before saving is
 * complete; null before. `level` may be left out to price each level (the choose step).
 */
export function overseasAnswers(
  answers: OverseasJourneyAnswers,
  today: CalendarDate,
): (Omit<OverseasAnswers, 'level'> & { level: OverseasAnswers['level'] | '' }) | null {
  const incomplete = (['cover-type', 'who', 'dates'] as const).some(
    (step) => stepProblems(step, answers, today).length > 0,
  );
  const arrival = arrivalDate(answers, today);
  if (incomplete || !arrival || !answers.coverType || !answers.who) return null;
  const address = answers.addressLine && hasArrived(arrival, today) ? answers.addressLine : undefined;
  return {
    coverType: answers.coverType,
    subclass: subclassOf(answers),
    who: answers.who,
    arrival: arrival.toString(),
    months: Number(answers.months),
    level: answers.level,
    ...(address ? { address } : {}),
  };
}

/** Complete answers, ready to price and save (a level chosen), or null. */
export function completeAnswers(
  answers: OverseasJourneyAnswers,
  today: CalendarDate,
): OverseasAnswers | null {
  const priced = overseasAnswers(answers, today);
  return priced && priced.level ? { ...priced, level: priced.level } : null;
}
