'use client';
// The Modal page’s Default example: a button opens the modal, with useModal holding the state.
import { Button, Stack, Text } from '@ds/ui';
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

export default function Default() {
  const modal = useModal();
  return (
    <>
      <Button {...modal.triggerProps}>Explain the hospital tiers</Button>
      <Modal {...modal.modalProps} title="New categories to help you choose your level of cover">
        <Stack gap={3}>
          <Text>
            Every hospital cover sits in one of four tiers. Each tier must cover at least the clinical
            categories of the tier below it.
          </Text>
          <ul className={styles.tierList}>
            {tiers.map((tier) => (
              <li key={tier.name}>
                <strong>{tier.name}:</strong> {tier.text}
              </li>
            ))}
          </ul>
        </Stack>
      </Modal>
    </>
  );
}
