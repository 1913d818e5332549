// The progress stepper's own words: the collapsed form's lines and the status read after each step's title.
import type { StepStatus } from './progress-stepper-state';

export interface ProgressStepperMessages {
  /** The collapsed form's count (SPEC: 'step x of n'), also announced as the journey moves: {current} and {total}. */
  stepCount: string;
  /** The collapsed form's second line, naming the next step: {title}. */
  nextStep: string;
  /** Read after the current step's title, so its status is text and not only colour or an icon. */
  statusCurrent: string;
  /** Read after a completed step's title. */
  statusComplete: string;
  /** Read after the title of a step that can be opened but is not completed. */
  statusIncomplete: string;
  /** Read after the title of a step not reached yet (gated: it cannot be opened until it is). */
  statusUnavailable: string;
  /** Read after the title of a step the journey has switched off. */
  statusDisabled: string;
}

export const defaultProgressStepperMessages: ProgressStepperMessages = {
  stepCount: 'Step {current} of {total}',
  nextStep: 'Next: {title}',
  statusCurrent: 'current step',
  statusComplete: 'completed',
  statusIncomplete: 'not completed',
  statusUnavailable: 'not available yet',
  statusDisabled: 'not available',
};

const statusKeys: Record<StepStatus, keyof ProgressStepperMessages> = {
  current: 'statusCurrent',
  complete: 'statusComplete',
  incomplete: 'statusIncomplete',
  unavailable: 'statusUnavailable',
  disabled: 'statusDisabled',
};

/** The words read after a step's title for its status. */
export const statusMessage = (messages: ProgressStepperMessages, status: StepStatus) =>
  messages[statusKeys[status]];
