// The simplified header: the logo and nothing else (style guide and focused flows).
import { Container } from '@ds/ui';
import { Logo } from '../logo/Logo';
import type { HeaderPartProps } from './model';
import styles from './SimplifiedHeader.module.css';

export function SimplifiedHeader({ model, logo, messages }: HeaderPartProps) {
  return (
    <div className={styles.simplified}>
      <Container>
        <Logo logo={logo} href={model.logoUrl} label={model.logoLabel} homeSuffix={messages.logoHome} />
      </Container>
    </div>
  );
}
