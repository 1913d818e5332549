// The simplified header: the logo and nothing else (style guide and focused flows).
import { Container } from '@ds/ui';
import type { LogoKind } from '../data/variant-config';
import { Logo } from './Logo';
import type { HeaderModel } from './model';
import styles from './Header.module.css';

export function SimplifiedHeader({
  model,
  logo,
  resolve,
}: {
  model: HeaderModel;
  logo: LogoKind;
  resolve: (url: string) => string;
}) {
  return (
    <header className={`${styles.header} ${styles.simplified}`}>
      <Container>
        <div className={styles.smallRow}>
          <Logo kind={logo} href={resolve(model.logoUrl)} label={model.logoLabel} />
        </div>
      </Container>
    </header>
  );
}
