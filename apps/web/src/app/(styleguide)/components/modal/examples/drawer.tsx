'use client';
// The Modal page’s Drawer example: a button opens the modal, with useModal holding the state.
import { Button, Link } from '@ds/ui';
import { Modal, useModal } from '@ds/ui/modal';
import styles from '../page.module.css';

const helpTopics = [
  { href: '/help/health', label: 'Health insurance help' },
  { href: '/help/travel', label: 'Travel insurance help' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/find-a-provider', label: 'Find a provider' },
];

export default function Drawer() {
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
        messages={{ close: 'Close help' }}
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
