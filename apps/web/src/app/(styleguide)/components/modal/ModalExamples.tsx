'use client';
// The live previews of the Modal page: each opens its modal from a button, with useModal holding the state.
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from './page.module.css';

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

export function DefaultModalExample() {
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

export function ContentSizeModalExample() {
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

export function FormModalExample() {
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

export function LongContentModalExample() {
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

const helpTopics = [
  { href: '/help/health', label: 'Health insurance help' },
  { href: '/help/travel', label: 'Travel insurance help' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/find-a-provider', label: 'Find a provider' },
];

export function DrawerModalExample() {
  const modal = useModal();
  return (
    <>
      <Button {...modal.triggerProps} variant="secondary">
        Open help topics
      </Button>
      <Modal
        {...modal.modalProps}
        placement="drawer"
        title="Help topics"
        closeLabel="Close help"
        closeOnLinkClick
      >
        <ul className={styles.drawerLinks}>
          {helpTopics.map((topic) => (
            <li key={topic.href}>
              <Link href={topic.href} variant="standalone" className={styles.drawerLink}>
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
