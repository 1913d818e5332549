// The Accordion page’s Rich content example.
import { Button, Link, Stack, Text } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';
import styles from '../page.module.css';

export default function RichContent() {
  return (
    <Expander title="Before you go to hospital" headingLevel={4}>
      <Stack gap={3} align="start">
        <Text>Three things to check first:</Text>
        <ul className={styles.list}>
          <li>that your cover includes the treatment,</li>
          <li>that you have served any waiting period,</li>
          <li>what you may have to pay yourself.</li>
        </ul>
        <Link href="/going-to-hospital">Read our hospital guide</Link>
        <Button href="/help" variant="secondary" size="sm">
          Ask us a question
        </Button>
      </Stack>
    </Expander>
  );
}
