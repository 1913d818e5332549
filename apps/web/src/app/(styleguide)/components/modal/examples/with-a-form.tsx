'use client';
// The Modal page’s With a form example: a button opens the modal, with useModal holding the state.
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from '../page.module.css';

export default function WithAForm() {
  const modal = useModal();
  const firstField = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    modal.close();
  };
  return (
    <>
      <Button {...modal.triggerProps}>Update your contact details</Button>
      <Modal
        {...modal.modalProps}
        title="Update your contact details"
        initialFocus={firstField}
        footer={
          <>
            <Button type="submit" form="contact-details-form">
              Save details
            </Button>
            <Button variant="secondary" onClick={modal.close}>
              Cancel
            </Button>
          </>
        }
      >
        <form id="contact-details-form" className={styles.form} onSubmit={submit}>
          <label className={styles.field}>
            <span>Email</span>
            <input ref={firstField} className={styles.input} type="email" name="email" autoComplete="email" />
          </label>
          <label className={styles.field}>
            <span>Mobile number</span>
            <input className={styles.input} type="tel" name="mobile" autoComplete="tel" />
          </label>
          <label className={styles.field}>
            <span>Postal address</span>
            <textarea className={styles.input} name="address" rows={3} autoComplete="street-address" />
          </label>
        </form>
      </Modal>
    </>
  );
}
