// The drawer as the small and portal headers open it: Get a quote (unless hidden) and the header's links.
import type { HeaderPartProps } from '../header/model';
import { Drawer } from './Drawer';
import { DrawerNav } from './DrawerNav';

export function HeaderDrawer({ model, labels, drawerChildren }: Omit<HeaderPartProps, 'logo'>) {
  return (
    <Drawer
      quote={model.hideQuoteButton ? undefined : { href: model.quoteButtonUrl, label: labels.getAQuote }}
      label={labels.drawer}
      menuButtonLabel={labels.menu}
      closeButtonLabel={labels.closeMenu}
    >
      <DrawerNav
        navLinks={model.navLinks}
        ribbon={model.ribbon}
        topLinks={model.topLinks}
        extra={drawerChildren}
        label={labels.drawerNav}
        overviewSuffix={labels.overview}
        newTabText={labels.newTab}
      />
    </Drawer>
  );
}
