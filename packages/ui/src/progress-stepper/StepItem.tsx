// One step of the progress stepper's list: a link (href steps) or a button (in-page steps) when it can be
// opened, plain text when it is the current step or cannot be opened. Its status is always said in words.
import type { Ref } from 'react';
import { CheckIcon } from '@ds/icons';
import { Icon } from '../icon';
import { Link } from '../link';
import { VisuallyHidden } from '../visually-hidden';
import type { StepStatus } from './progress-stepper-state';
import type { ProgressStep } from './useProgressStepper';
import styles from './ProgressStepper.module.css';

export interface StepItemProps {
  step: ProgressStep;
  index: number;
  status: StepStatus;
  statusText: string;
  canOpen: boolean;
  /** Opens an in-page step; href steps navigate instead. */
  onOpen: () => void;
  /** Set on the current step, so focus can land on it when there is no panel to move to. */
  currentRef?: Ref<HTMLSpanElement> | undefined;
}

export function StepItem({ step, index, status, statusText, canOpen, onOpen, currentRef }: StepItemProps) {
  const current = status === 'current';
  const marker = step.icon ?? (step.isComplete && !current ? <Icon icon={CheckIcon} size={16} /> : index + 1);
  const content = (
    <>
      <span className={styles.marker} aria-hidden="true">
        {marker}
      </span>
      <span className={styles.title}>{step.title}</span>
      <VisuallyHidden>{`, ${statusText}`}</VisuallyHidden>
    </>
  );

  let body;
  if (!current && canOpen && step.href) {
    body = (
      <Link href={step.href} variant="unstyled" className={`${styles.step} ${styles.action}`}>
        {content}
      </Link>
    );
  } else if (!current && canOpen) {
    body = (
      <button type="button" className={`${styles.step} ${styles.action}`} onClick={onOpen}>
        {content}
      </button>
    );
  } else {
    body = (
      <span
        className={styles.step}
        ref={current ? currentRef : undefined}
        tabIndex={current ? -1 : undefined}
      >
        {content}
      </span>
    );
  }

  return (
    <li
      className={styles.item}
      data-status={status}
      data-complete={step.isComplete ? '' : undefined}
      aria-current={current ? 'step' : undefined}
    >
      {body}
    </li>
  );
}
