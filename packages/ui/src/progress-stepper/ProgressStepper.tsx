'use client';
// The steps of a journey as an ordered list (SPEC 4): the current step marked, gated steps not operable, the
// current step's content in a panel below, and on phones a collapsed form behind a 'Step x of n' toggle.
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { fillTemplate, withDefaultMessages } from '../messages';
import { defaultProgressStepperMessages, statusMessage } from './messages';
import type { ProgressStepperMessages } from './messages';
import { StepItem } from './StepItem';
import { useHydrated } from '../hooks';
import { useProgressStepper } from './useProgressStepper';
import type { ProgressStep, ProgressStepperController } from './useProgressStepper';
import styles from './ProgressStepper.module.css';

/** auto: collapsed below the md breakpoint (phones); always: collapsed at every width; never: always the list. */
export type ProgressStepperCollapse = 'auto' | 'always' | 'never';

interface ProgressStepperOwnProps {
  /** Name of the navigation landmark. Give each stepper on a page its own. */
  label?: string;
  /**
   * Its own words, any of them replaced (see `ProgressStepperMessages`): the collapsed form's count and next
   * step, and the status read after each title (`statusCurrent`, `statusComplete`, …).
   */
  messages?: Partial<ProgressStepperMessages>;
  /** auto: the collapsed form below the md breakpoint. always: at every width. never: always the list. */
  collapsed?: ProgressStepperCollapse;
  /** Extra class on the outer element. */
  className?: string;
}

/** Driven by the journey: the result of `useProgressStepper`. */
interface ControlledProps {
  /**
   * The result of `useProgressStepper`, when the journey owns the state; replaces `steps`, `startIndex` and
   * `gated`.
   */
  stepper: ProgressStepperController;
  steps?: never;
  startIndex?: never;
  gated?: never;
}

/** Keeps its own state, starting from these steps. */
interface UncontrolledProps {
  stepper?: undefined;
  /** The steps, in order (see ProgressStep). Not used when `stepper` is given. */
  steps: ProgressStep[];
  /**
   * The step to start on.
   * @default 0
   */
  startIndex?: number;
  /**
   * Gated: a step not yet accessed, or disabled, cannot be opened. Ungated: any step that is not disabled can.
   * @default true
   */
  gated?: boolean;
}

export type ProgressStepperProps = ProgressStepperOwnProps & (ControlledProps | UncontrolledProps);

export function ProgressStepper({
  label = 'Progress',
  messages: messageOverrides,
  collapsed = 'auto',
  className,
  ...props
}: ProgressStepperProps) {
  const own = useProgressStepper({
    steps: props.steps ?? [],
    startIndex: props.startIndex,
    gated: props.gated,
  });
  const stepper = props.stepper ?? own;
  const { steps, currentIndex, currentStep } = stepper;
  const messages = withDefaultMessages(defaultProgressStepperMessages, messageOverrides);
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const currentRef = useRef<HTMLSpanElement>(null);
  const openedFromList = useRef(false);

  // The step the user opened from the list turns into plain text, so focus moves on to what it shows: its
  // panel, else the toggle when the list collapses, else the step itself.
  useEffect(() => {
    if (!openedFromList.current) return;
    openedFromList.current = false;
    const toggle = toggleRef.current;
    const toggleShown = toggle !== null && getComputedStyle(toggle).display !== 'none';
    (panelRef.current ?? (toggleShown ? toggle : currentRef.current))?.focus();
  }, [currentIndex]);

  if (!currentStep) return null;

  const count = fillTemplate(messages.stepCount, { current: currentIndex + 1, total: steps.length });
  const nextStep = steps[currentIndex + 1];
  const open = (index: number) => {
    openedFromList.current = true;
    setExpanded(false);
    stepper.jump(index);
  };

  return (
    <div
      className={cx(styles.stepper, className)}
      data-collapsed={collapsed}
      data-state={expanded ? 'open' : 'closed'}
      data-ready={hydrated ? '' : undefined}
    >
      <nav aria-label={label} className={styles.nav}>
        {collapsed === 'never' ? null : (
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            <span className={styles.toggleText}>
              <span className={styles.count}>{count}</span>{' '}
              {nextStep ? (
                <span className={styles.nextTitle}>
                  {fillTemplate(messages.nextStep, { title: nextStep.title })}
                </span>
              ) : null}
            </span>
            <Icon icon={ChevronDownIcon} size={20} className={styles.chevron} />
          </button>
        )}
        {/* No role="list" needed although it has no bullets: Safari keeps list semantics inside a nav. */}
        {/* The count sets each step's share of the row (the stylesheet), before every step has arrived. */}
        <ol id={listId} className={styles.list} data-steps={steps.length}>
          {steps.map((step, index) => {
            const status = stepper.status(index);
            return (
              <StepItem
                key={`${index}-${step.title}`}
                step={step}
                index={index}
                status={status}
                statusText={statusMessage(messages, status)}
                canOpen={stepper.canOpen(index)}
                onOpen={() => open(index)}
                currentRef={currentRef}
              />
            );
          })}
        </ol>
        {/* Says where the journey is when Next or Previous (outside the list) moves it; the first text is not
            read out, only changes. */}
        <VisuallyHidden role="status">{`${count}: ${currentStep.title}`}</VisuallyHidden>
      </nav>
      {currentStep.component === undefined ? null : (
        <div
          ref={panelRef}
          role="group"
          aria-label={currentStep.title}
          tabIndex={-1}
          className={styles.panel}
        >
          {currentStep.component}
        </div>
      )}
    </div>
  );
}
