// Every word the progress stepper shows or announces, with the default wording; pass `labels` to change any.
import type { StepStatus } from './progress-stepper-state';

export interface ProgressStepperLabels {
  /** The collapsed form's count (SPEC: 'step x of n'); `{current}` and `{total}` are filled in. */
  stepCount: string;
  /** The collapsed form's second line, naming the next step; `{title}` is filled in. */
  nextStep: string;
  /** Read after each step's title, so its status is text and not only colour or an icon. */
  status: Record<StepStatus, string>;
}

export const defaultProgressStepperLabels: ProgressStepperLabels = {
  stepCount: 'Step {current} of {total}',
  nextStep: 'Next: {title}',
  status: {
    current: 'current step',
    complete: 'completed',
    incomplete: 'not completed',
    unavailable: 'not available yet',
    disabled: 'not available',
  },
};

export type ProgressStepperLabelOverrides = Partial<Omit<ProgressStepperLabels, 'status'>> & {
  status?: Partial<ProgressStepperLabels['status']>;
};

export function mergeLabels(overrides: ProgressStepperLabelOverrides = {}): ProgressStepperLabels {
  return {
    ...defaultProgressStepperLabels,
    ...overrides,
    status: { ...defaultProgressStepperLabels.status, ...overrides.status },
  };
}

/** Fills `{name}` placeholders; an unknown name is left as written so a typo shows. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
