// The progress stepper's state and actions as a hook, so a journey can drive the stepper (its own Next and
// Previous buttons, say) and pass the result to <ProgressStepper stepper={...} />.
import { useCallback, useMemo, useReducer } from 'react';
import type { ReactNode } from 'react';
import {
  canGoNext,
  canGoPrevious,
  canOpenStep,
  initProgressStepperState,
  progressStepperReducer,
  stepStatus,
} from './progress-stepper-state';
import type { ProgressStepperState, StepStatus } from './progress-stepper-state';

/** One step of a journey (SPEC 3 'Progress step'). */
export interface ProgressStep {
  /** The step's name. */
  title: string;
  /** A decorative icon shown instead of the step number, e.g. `<Icon icon={UserIcon} size={16} />`. */
  icon?: ReactNode;
  /**
   * Reached before; in gated mode only accessed steps can be opened.
   * @default false
   */
  isAccessed?: boolean;
  /**
   * Switched off by the journey: never opened from the list.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Done: shows a tick and reads “completed”.
   * @default false
   */
  isComplete?: boolean;
  /** The step's own page: the step is a link when it can be opened. */
  href?: string;
  /** The step's content, shown in a panel below the list while it is the current step. */
  component?: ReactNode;
}

export interface UseProgressStepperOptions {
  /** Read once, when the hook first runs (their titles, icons and content are read on every render). */
  steps: readonly ProgressStep[];
  /**
   * The step to start on; 0 by default.
   * @default 0
   */
  startIndex?: number | undefined;
  /**
   * Gated (default): only steps already accessed can be opened from the list.
   * @default true
   */
  gated?: boolean | undefined;
}

export interface ProgressStepperController {
  /** The steps with their current accessed and complete flags. */
  steps: ProgressStep[];
  /** The current step's index. */
  currentIndex: number;
  /** The current step. */
  currentStep: ProgressStep | undefined;
  /** Whether only steps already accessed can be opened from the list. */
  gated: boolean;
  /** Whether there is a next step to go to. */
  canGoNext: boolean;
  /** Whether there is a previous step to go back to. */
  canGoPrevious: boolean;
  /** Whether the step at `index` can be opened from the list. */
  canOpen: (index: number) => boolean;
  /** The status of the step at `index`, as the list shows it. */
  status: (index: number) => StepStatus;
  /** Opens the next step; the step it leaves is marked complete. */
  next: () => void;
  /** Opens the previous step; the step it leaves is marked complete too. */
  previous: () => void;
  /** Opens a step if the gating allows it; otherwise nothing happens. */
  jump: (index: number) => void;
  /** The reducer state, for journeys that save or inspect it. */
  state: ProgressStepperState;
}

export function useProgressStepper({
  steps,
  startIndex,
  gated,
}: UseProgressStepperOptions): ProgressStepperController {
  const [state, dispatch] = useReducer(
    progressStepperReducer,
    { steps, startIndex, gated },
    initProgressStepperState,
  );
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const jump = useCallback((index: number) => dispatch({ type: 'jump', index }), []);

  return useMemo(() => {
    const merged = state.steps.map((progress, index) => ({ ...steps[index], ...progress }) as ProgressStep);
    return {
      steps: merged,
      currentIndex: state.currentIndex,
      currentStep: merged[state.currentIndex],
      gated: state.gated,
      canGoNext: canGoNext(state),
      canGoPrevious: canGoPrevious(state),
      canOpen: (index: number) => canOpenStep(state, index),
      status: (index: number) => stepStatus(state, index),
      next,
      previous,
      jump,
      state,
    };
  }, [state, steps, next, previous, jump]);
}
