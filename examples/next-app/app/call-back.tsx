'use client';
// The modal's open state lives in the browser, so its opener is the one client component the app writes itself
// (a server component cannot hand Modal its onClose callback).
import { PhoneIcon } from '@ds/icons';
import { Button } from '@ds/ui/button';
import { Icon } from '@ds/ui/icon';
import { Modal, useModal } from '@ds/ui/modal';

export function CallBack() {
  const callBack = useModal();
  return (
    <>
      <Button {...callBack.triggerProps} iconStart={<Icon icon={PhoneIcon} />}>
        Call me back
      </Button>
      <Modal {...callBack.modalProps} title="Call me back">
        <p>We call on weekdays between 8am and 6pm.</p>
      </Modal>
    </>
  );
}
