export { Modal } from './Modal';
export type { ModalInitialFocus, ModalPlacement, ModalProps, ModalSize } from './Modal';
export { useModal } from './useModal';
export type { UseModal } from './useModal';
export { defaultModalMessages } from './messages';
export type { ModalMessages } from './messages';
