export { useFormControl, controlAria, focusLeftGroup, withMessageNow } from './useFormControl';
export type { FormControlProps, FormControlState, FormControlType, MessageTone } from './useFormControl';
export { FormField, REQUIRED_MARK } from './FormField';
export type { FormFieldProps } from './FormField';
export { FieldMessage } from './FieldMessage';
