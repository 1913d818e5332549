// The Layout page’s Page layout example.
import { Box, Columns, Container, Stack } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';
import styles from '../page.module.css';

export default function PageLayout() {
  return (
    <div className={styles.containerBackdrop}>
      <Container>
        <Stack gap={6}>
          <Placeholder label="Hero" detail="height lg" height="lg" />
          <Box background="raised" border="subtle" padding={5} radius="lg">
            <Columns columns={{ xs: 1, md: 3 }} gap={4}>
              {[1, 2, 3].map((item) => (
                <Placeholder key={item} label={`Highlight ${item}`} detail="xs 1 · md 3" />
              ))}
            </Columns>
          </Box>
          <Placeholder label="Footer" />
        </Stack>
      </Container>
    </div>
  );
}
