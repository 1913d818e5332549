'use client';
// The Modal page’s Long content example: a button opens the modal, with useModal holding the state.
import { Button, Link, Stack, Text } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from '../page.module.css';

const waitingPeriods = [
  ['Hospital: pre-existing conditions', '12 months'],
  ['Hospital: pregnancy and birth', '12 months'],
  ['Hospital: psychiatric care, rehabilitation and palliative care', '2 months'],
  ['Hospital: all other services', '2 months'],
  ['Extras: general dental, physiotherapy and chiropractic', '2 months'],
  ['Extras: major dental and orthodontics', '12 months'],
  ['Extras: optical', '6 months'],
  ['Extras: hearing aids', '36 months'],
  ['Ambulance: emergency transport', 'None'],
];

export default function LongContent() {
  const modal = useModal();
  return (
    <>
      <Button {...modal.triggerProps} variant="secondary">
        Read about waiting periods
      </Button>
      <Modal {...modal.modalProps} title="Waiting periods" initialFocus="title">
        <Stack gap={4}>
          <Text>
            A waiting period is the time from when you join, or upgrade your cover, before you can claim for a
            service. If you switch from another fund with the same or a higher level of cover, the waiting
            periods you have already served carry over.
          </Text>
          {waitingPeriods.map(([service, period]) => (
            <div key={service} className={styles.period}>
              <Text weight="semibold">{service}</Text>
              <Text>{period}</Text>
              <Text size="sm" tone="muted">
                Counted from the day your cover starts. Claims for treatment before the end of the waiting
                period are not paid, even if you hold cover when you are treated.
              </Text>
            </div>
          ))}
          <Text>
            The full rules are in the <Link href="/docs/policy-booklet">policy booklet</Link>.
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
