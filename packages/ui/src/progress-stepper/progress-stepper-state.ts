// The progress stepper's rules (SPEC 4) as a pure reducer: which step is current, which steps are accessed
// or complete, and which can be opened. No React, so a journey (or the server) can use the rules directly.

/** The progress flags of one step. */
export interface StepProgress {
  isAccessed: boolean;
  isComplete: boolean;
  isDisabled: boolean;
}

export interface ProgressStepperState {
  currentIndex: number;
  steps: StepProgress[];
  /** Gated mode: only a step already accessed (and not disabled) can be opened. */
  gated: boolean;
}

export type ProgressStepperAction = { type: 'next' } | { type: 'previous' } | { type: 'jump'; index: number };

/** What a step is to the user, in the order the checks are made: the current step first. */
export type StepStatus = 'current' | 'disabled' | 'complete' | 'unavailable' | 'incomplete';

export interface ProgressStepperInit {
  steps: readonly Partial<StepProgress>[];
  /** The step to start on (SPEC: default index 0); clamped to the steps there are. */
  startIndex?: number | undefined;
  /** Gated mode is the default. */
  gated?: boolean | undefined;
}

export function initProgressStepperState({
  steps,
  startIndex = 0,
  gated = true,
}: ProgressStepperInit): ProgressStepperState {
  const last = Math.max(steps.length - 1, 0);
  return {
    currentIndex: Math.min(Math.max(Math.trunc(startIndex) || 0, 0), last),
    steps: steps.map((step) => ({
      isAccessed: step.isAccessed ?? false,
      isComplete: step.isComplete ?? false,
      isDisabled: step.isDisabled ?? false,
    })),
    gated,
  };
}

/**
 * Whether the user may open a step from the list. Gated (SPEC): not when it is not yet accessed or is disabled.
 * Ungated: any step that is not disabled, since a disabled step is one the journey has switched off.
 */
export function canOpenStep(state: ProgressStepperState, index: number): boolean {
  // An index that is not a step (negative, fractional, past the end) finds no step and cannot be opened.
  const step = state.steps[index];
  if (!step || step.isDisabled) return false;
  return !state.gated || step.isAccessed;
}

export function canGoNext(state: ProgressStepperState): boolean {
  return state.currentIndex < state.steps.length - 1;
}

export function canGoPrevious(state: ProgressStepperState): boolean {
  return state.currentIndex > 0;
}

export function stepStatus(state: ProgressStepperState, index: number): StepStatus {
  const step = state.steps[index];
  if (index === state.currentIndex) return 'current';
  if (!step || step.isDisabled) return 'disabled';
  if (step.isComplete) return 'complete';
  if (!canOpenStep(state, index)) return 'unavailable';
  return 'incomplete';
}

function mark(
  state: ProgressStepperState,
  changes: Record<number, Partial<StepProgress>>,
  currentIndex: number,
): ProgressStepperState {
  return {
    ...state,
    currentIndex,
    steps: state.steps.map((step, index) => (changes[index] ? { ...step, ...changes[index] } : step)),
  };
}

/** Moves one step (SPEC: the current and the step moved to become accessed, the current becomes complete). */
function move(state: ProgressStepperState, by: 1 | -1): ProgressStepperState {
  const from = state.currentIndex;
  const to = from + by;
  return mark(state, { [from]: { isAccessed: true, isComplete: true }, [to]: { isAccessed: true } }, to);
}

/** Returns the same state object when an action is not allowed, so React skips the re-render. */
export function progressStepperReducer(
  state: ProgressStepperState,
  action: ProgressStepperAction,
): ProgressStepperState {
  switch (action.type) {
    case 'next':
      return canGoNext(state) ? move(state, 1) : state;
    case 'previous':
      return canGoPrevious(state) ? move(state, -1) : state;
    case 'jump': {
      if (action.index === state.currentIndex || !canOpenStep(state, action.index)) return state;
      return mark(
        state,
        { [state.currentIndex]: { isAccessed: true }, [action.index]: { isAccessed: true } },
        action.index,
      );
    }
    default:
      return state;
  }
}
