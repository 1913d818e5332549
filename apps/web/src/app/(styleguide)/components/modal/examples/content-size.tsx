'use client';
// The Modal page’s Content size example: a button opens the modal, with useModal holding the state.
import { Button, Text } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from '../page.module.css';

const tiers = [
  {
    name: 'Basic',
    text: 'Covers a small number of services, often limited to rehabilitation and palliative care.',
  },
  {
    name: 'Bronze',
    text: 'Adds 18 further hospital services, such as joint reconstructions and chemotherapy.',
  },
  { name: 'Silver', text: 'Adds 8 groupings of services, such as heart and vascular care and lung care.' },
  {
    name: 'Gold',
    text: 'Covers every Medicare-recognised hospital service, with no exclusions or restrictions.',
  },
];

export default function ContentSize() {
  const modal = useModal();
  return (
    <>
      <Button {...modal.triggerProps} variant="secondary">
        Compare the tiers side by side
      </Button>
      <Modal {...modal.modalProps} size="content" title="Hospital tiers explained">
        <ul className={styles.tierGrid}>
          {tiers.map((tier) => (
            <li key={tier.name} className={styles.tierCard}>
              <Text weight="bold">{tier.name}</Text>
              <Text size="sm">{tier.text}</Text>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
