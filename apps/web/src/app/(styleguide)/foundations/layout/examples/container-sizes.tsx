// The Layout page’s Container sizes example.
import { Container, Stack } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';
import styles from '../page.module.css';

export default function ContainerSizes() {
  return (
    <Stack gap={0}>
      {(['default', 'narrow', 'wide', 'full'] as const).map((size) => (
        <div key={size} className={styles.containerBackdrop}>
          <Container size={size}>
            <Placeholder label={`Container ${size}`} detail={`size="${size}"`} />
          </Container>
        </div>
      ))}
    </Stack>
  );
}
