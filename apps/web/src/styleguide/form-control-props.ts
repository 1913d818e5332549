// The props every form control takes from the form-control contract, listed once for each control's page.
import type { PropRow } from './PropsTable';

export const formControlPropRows: PropRow[] = [
  { name: 'label', type: 'ReactNode', required: true, description: 'The control’s visible name.' },
  {
    name: 'help',
    type: 'ReactNode',
    description: 'Words under the label that help to answer; read out with the control (aria-describedby).',
  },
  {
    name: 'formControlType',
    type: "'required' | 'optional'",
    default: "'optional'",
    description:
      'Required adds ‘(required)’ to the label, marks the control required and checks it is answered.',
  },
  {
    name: 'validated',
    type: 'boolean',
    default: 'set when the visitor leaves the control',
    description:
      'Whether the value has been checked (on submit, say). Messages show only once validated, so they never appear while someone is still typing.',
  },
  {
    name: 'invalid',
    type: 'boolean',
    default: 'false',
    description:
      'The caller’s own check failed. The control adds its own checks (an empty required field, an impossible date).',
  },
  {
    name: 'errorMessage',
    type: 'ReactNode',
    description:
      'Shown when validated and invalid, instead of the control’s own message; the control gets aria-invalid.',
  },
  { name: 'infoMessage', type: 'ReactNode', description: 'Shown when validated and valid.' },
  { name: 'id', type: 'string', default: 'generated', description: 'The control’s id.' },
];
