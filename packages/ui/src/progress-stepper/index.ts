export { ProgressStepper } from './ProgressStepper';
export type { ProgressStepperCollapse, ProgressStepperProps } from './ProgressStepper';
export { useProgressStepper } from './useProgressStepper';
export type {
  ProgressStep,
  ProgressStepperController,
  UseProgressStepperOptions,
} from './useProgressStepper';
export { initProgressStepperState, progressStepperReducer } from './progress-stepper-state';
export type {
  ProgressStepperAction,
  ProgressStepperInit,
  ProgressStepperState,
  StepProgress,
  StepStatus,
} from './progress-stepper-state';
export { defaultProgressStepperMessages } from './messages';
export type { ProgressStepperMessages } from './messages';
