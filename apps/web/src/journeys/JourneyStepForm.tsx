'use client';
// The form of one step of a journey (journey-definition.ts): its fields, then Back and Continue. Continue checks the step; with problems it
// lists them at the top (each a link to its field), focuses that list, and shows every field's message, keeping
// what was typed; without, it goes to the next step's page. A field that appears after Continue was pressed (the
// month cover started, once 'Yes' is chosen) shows no message until Continue is pressed again: nothing is wrong
// with what has not been typed yet. Continue pressed while an answer is still being checked (a manual address
// against the locality data) waits for the check, then goes on or shows what is wrong: one press is enough.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { neighbourHrefs } from './journey-definition';
import type { JourneyDefinition } from './journey-definition';
import styles from './Journey.module.css';

/** Something wrong with an answer: the field's id (a radio group's name) and what to tell the visitor. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What a field needs from its step: its id, whether the step was checked, and its message. */
export interface FieldState {
  id: string;
  validated: boolean;
  invalid: boolean;
  errorMessage: string | undefined;
  formControlType: 'required';
}

export interface JourneyStepFormProps {
  /** The previous step's page (none on the first step). */
  previousHref?: string;
  /** The next step's page, opened by Continue once the step has no problems (none on the last step). */
  nextHref?: string;
  problems: readonly FieldProblem[];
  children: (field: (id: string) => FieldState) => ReactNode;
  /** Runs instead of going to the next step (the last step saves). */
  onComplete?: () => void;
  continueLabel?: string;
  /** An answer is still being checked: Continue waits for the check to settle. */
  pending?: boolean;
}

/**
 * Moves focus to a field named in the list: the element with its id, or (a radio group, whose radios are
 * `{id}-{value}`) its checked radio or else its first.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const prefix = `[id^="${CSS.escape(field)}-"]`;
  const target =
    document.getElementById(field) ??
    document.querySelector<HTMLElement>(`input${prefix}:checked`) ??
    document.querySelector<HTMLElement>(`input${prefix}`);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

export function JourneyStepForm({
  previousHref,
  nextHref,
  problems,
  children,
  onComplete,
  continueLabel = 'Continue',
  pending = false,
}: JourneyStepFormProps) {
  const [checked, setChecked] = useState(false);
  // The fields on the form when Continue was last pressed: only those show their messages.
  const [checkedFields, setCheckedFields] = useState<ReadonlySet<string>>(new Set());
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Continue was pressed during a check: pressed again, for the visitor, once it settles.
  const continueWhenSettled = useRef(false);
  useEffect(() => {
    if (pending || !continueWhenSettled.current) return;
    continueWhenSettled.current = false;
    form.current?.requestSubmit();
  }, [pending]);
  const router = useRouter();

  const wasChecked = (id: string) =>
    checked && [...checkedFields].some((shown) => shown === id || shown.startsWith(`${id}-`));
  const shownProblems = problems.filter((problem) => wasChecked(problem.field));

  const field = (id: string): FieldState => {
    const message = problems.find((problem) => problem.field === id)?.message;
    return {
      id,
      validated: wasChecked(id),
      invalid: Boolean(message),
      errorMessage: message,
      formControlType: 'required',
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) {
      continueWhenSettled.current = true;
      return;
    }
    if (problems.length > 0) {
      // A radio group's radios are `{field}-{value}`: a field counts as on the form when any of its elements is.
      const onForm = [...event.currentTarget.querySelectorAll('[id]')].map((element) => element.id);
      setCheckedFields(new Set(onForm));
      setChecked(true);
      // After the list renders.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    if (onComplete) onComplete();
    else if (nextHref) router.push(nextHref);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className={styles.form} aria-labelledby="step-heading">
      {shownProblems.length > 0 ? (
        <Alert
          ref={summary}
          tabIndex={-1}
          className={styles.summary}
          type="error"
          title="Check these answers"
        >
          <ul className={styles.problems}>
            {shownProblems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${problem.field}`} onClick={(event) => focusField(event, problem.field)}>
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {children(field)}
      <div className={styles.actions}>
        {previousHref ? (
          <Button variant="secondary" href={previousHref}>
            Back
          </Button>
        ) : null}
        {nextHref || onComplete ? <Button type="submit">{continueLabel}</Button> : null}
      </div>
    </form>
  );
}

/**
 * A journey's step form, which knows its Back and Continue addresses from the journey: `<XStepForm step="…">` (the
 * last step passes onComplete, or shows no Continue).
 */
export function stepFormFor<Id extends string>(journey: JourneyDefinition<Id>) {
  function StepForm({
    step,
    ...props
  }: { step: Id } & Omit<JourneyStepFormProps, 'previousHref' | 'nextHref'>) {
    return <JourneyStepForm {...neighbourHrefs(journey, step)} {...props} />;
  }
  return StepForm;
}
