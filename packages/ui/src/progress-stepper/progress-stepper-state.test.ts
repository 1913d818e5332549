// The progress stepper rules of SPEC 4, one named test per rule, on the pure reducer.
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  canOpenStep,
  initProgressStepperState,
  progressStepperReducer,
  stepStatus,
} from './progress-stepper-state';
import type { ProgressStepperAction, ProgressStepperState, StepProgress } from './progress-stepper-state';

const fresh = (count: number): Partial<StepProgress>[] => Array.from({ length: count }, () => ({}));
const run = (state: ProgressStepperState, ...actions: ProgressStepperAction[]) =>
  actions.reduce(progressStepperReducer, state);
const flags = (state: ProgressStepperState) =>
  state.steps.map(
    (step) => `${step.isAccessed ? 'A' : '-'}${step.isComplete ? 'C' : '-'}${step.isDisabled ? 'D' : '-'}`,
  );

describe('starting state', () => {
  it('starts at step index 0 by default', () => {
    expect(initProgressStepperState({ steps: fresh(4) }).currentIndex).toBe(0);
  });

  it('starts at the given step', () => {
    expect(initProgressStepperState({ steps: fresh(4), startIndex: 2 }).currentIndex).toBe(2);
  });

  it('clamps a start index outside the steps to the first or last step', () => {
    expect(initProgressStepperState({ steps: fresh(4), startIndex: 9 }).currentIndex).toBe(3);
    expect(initProgressStepperState({ steps: fresh(4), startIndex: -1 }).currentIndex).toBe(0);
    expect(initProgressStepperState({ steps: [] }).currentIndex).toBe(0);
  });

  it('keeps the accessed, complete and disabled flags the steps are given, and nothing else', () => {
    const state = initProgressStepperState({
      steps: [{ isAccessed: true, isComplete: true }, { isDisabled: true }, {}],
    });
    expect(flags(state)).toEqual(['AC-', '--D', '---']);
  });

  it('is gated by default', () => {
    expect(initProgressStepperState({ steps: fresh(2) }).gated).toBe(true);
    expect(initProgressStepperState({ steps: fresh(2), gated: false }).gated).toBe(false);
  });
});

describe('next', () => {
  it('marks the current and next steps accessed and the current complete, then moves to the next', () => {
    const state = run(initProgressStepperState({ steps: fresh(4), startIndex: 1 }), { type: 'next' });
    expect(state.currentIndex).toBe(2);
    expect(flags(state)).toEqual(['---', 'AC-', 'A--', '---']);
  });

  it('does not mark the step it moves to complete', () => {
    const state = run(initProgressStepperState({ steps: fresh(3) }), { type: 'next' });
    expect(state.steps[1]?.isComplete).toBe(false);
  });

  it('does nothing on the last step', () => {
    const start = initProgressStepperState({ steps: fresh(3), startIndex: 2 });
    expect(run(start, { type: 'next' })).toBe(start);
    expect(canGoNext(start)).toBe(false);
  });

  it('walks a whole journey, completing every step it leaves', () => {
    const state = run(
      initProgressStepperState({ steps: fresh(4) }),
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(state.currentIndex).toBe(3);
    expect(flags(state)).toEqual(['AC-', 'AC-', 'AC-', 'A--']);
  });

  it('moves even into a step not yet accessed: gating limits opening from the list, not Next', () => {
    const start = initProgressStepperState({ steps: fresh(2) });
    expect(canOpenStep(start, 1)).toBe(false);
    expect(run(start, { type: 'next' }).currentIndex).toBe(1);
  });
});

describe('previous', () => {
  it('applies the same marking backwards: the current and previous steps accessed, the current complete', () => {
    const state = run(initProgressStepperState({ steps: fresh(4), startIndex: 2 }), { type: 'previous' });
    expect(state.currentIndex).toBe(1);
    expect(flags(state)).toEqual(['---', 'A--', 'AC-', '---']);
  });

  it('does nothing on the first step', () => {
    const start = initProgressStepperState({ steps: fresh(3) });
    expect(run(start, { type: 'previous' })).toBe(start);
    expect(canGoPrevious(start)).toBe(false);
  });

  it('leaves a step complete that was completed before', () => {
    const state = run(initProgressStepperState({ steps: fresh(3) }), { type: 'next' }, { type: 'previous' });
    expect(state.currentIndex).toBe(0);
    expect(flags(state)).toEqual(['AC-', 'AC-', '---']);
  });
});

describe('jump', () => {
  it('marks both the current and the target step accessed and moves to the target', () => {
    const start = initProgressStepperState({ steps: [{}, { isAccessed: true }, {}, {}], startIndex: 3 });
    const state = run(start, { type: 'jump', index: 1 });
    expect(state.currentIndex).toBe(1);
    expect(flags(state)).toEqual(['---', 'A--', '---', 'A--']);
  });

  it('marks nothing complete', () => {
    const state = run(initProgressStepperState({ steps: fresh(3), gated: false }), {
      type: 'jump',
      index: 2,
    });
    expect(state.steps.map((step) => step.isComplete)).toEqual([false, false, false]);
  });

  it('goes back to a step accessed earlier in the journey', () => {
    const state = run(
      initProgressStepperState({ steps: fresh(4) }),
      { type: 'next' },
      { type: 'next' },
      { type: 'jump', index: 0 },
    );
    expect(state.currentIndex).toBe(0);
    expect(flags(state)).toEqual(['AC-', 'AC-', 'A--', '---']);
  });

  it('goes forward again to a step accessed before going back', () => {
    const state = run(
      initProgressStepperState({ steps: fresh(4) }),
      { type: 'next' },
      { type: 'next' },
      { type: 'jump', index: 0 },
      { type: 'jump', index: 2 },
    );
    expect(state.currentIndex).toBe(2);
  });

  it('does nothing for the current step or an index outside the steps', () => {
    const start = initProgressStepperState({ steps: fresh(3), startIndex: 1, gated: false });
    for (const index of [1, -1, 3, 1.5, Number.NaN]) {
      expect(run(start, { type: 'jump', index })).toBe(start);
    }
  });
});

describe('gated mode (default)', () => {
  it('a step not yet accessed cannot be opened', () => {
    const start = initProgressStepperState({ steps: fresh(3) });
    expect(canOpenStep(start, 2)).toBe(false);
    expect(run(start, { type: 'jump', index: 2 })).toBe(start);
  });

  it('a disabled step cannot be opened, even when it was accessed', () => {
    const start = initProgressStepperState({
      steps: [{}, { isAccessed: true, isComplete: true, isDisabled: true }],
    });
    expect(canOpenStep(start, 1)).toBe(false);
    expect(run(start, { type: 'jump', index: 1 })).toBe(start);
  });

  it('an accessed step that is not disabled can be opened', () => {
    const start = initProgressStepperState({ steps: [{ isAccessed: true }, {}], startIndex: 1 });
    expect(canOpenStep(start, 0)).toBe(true);
  });
});

describe('ungated mode', () => {
  it('a step not yet accessed can be opened', () => {
    const start = initProgressStepperState({ steps: fresh(4), gated: false });
    expect(canOpenStep(start, 3)).toBe(true);
    expect(run(start, { type: 'jump', index: 3 }).currentIndex).toBe(3);
  });

  it('a disabled step still cannot be opened', () => {
    const start = initProgressStepperState({ steps: [{}, { isDisabled: true }], gated: false });
    expect(canOpenStep(start, 1)).toBe(false);
    expect(run(start, { type: 'jump', index: 1 })).toBe(start);
  });
});

describe('stepStatus', () => {
  it('names each step current, complete, incomplete, not yet available or disabled', () => {
    const gated = initProgressStepperState({
      steps: [{ isAccessed: true, isComplete: true }, { isAccessed: true }, {}, {}, { isDisabled: true }],
      startIndex: 3,
    });
    expect(gated.steps.map((_, index) => stepStatus(gated, index))).toEqual([
      'complete',
      'incomplete',
      'unavailable',
      'current',
      'disabled',
    ]);
    const ungated = { ...gated, gated: false };
    expect(stepStatus(ungated, 2)).toBe('incomplete');
  });

  it('the current step is current even when it is complete or disabled', () => {
    const state = initProgressStepperState({ steps: [{ isComplete: true, isDisabled: true }] });
    expect(stepStatus(state, 0)).toBe('current');
  });
});
