// The site's 404 page (exported as 404.html and served for any unknown path).
import type { Metadata } from 'next';
import { Button, Container, Heading, Text } from '@ds/ui';
import { VariantFrame } from '@/chrome/VariantFrame';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <VariantFrame variant="arhi">
      <Container>
        <div className="not-found">
          <Heading level={1} size="3xl">
            Sorry, we couldn’t find that page
          </Heading>
          <Text size="lg">The page may have moved, or the address may be mistyped.</Text>
          <Button href="/">Go to the home page</Button>
        </div>
      </Container>
    </VariantFrame>
  );
}
