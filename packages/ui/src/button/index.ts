export { Button } from './Button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './Button';
export { ToolButton } from './ToolButton';
export type { ToolButtonProps } from './ToolButton';
