// The drawer as the small and portal headers open it: Get a quote (unless hidden) and the header's links.
import type { HeaderPartProps } from '../header/model';
import { Drawer } from './Drawer';
import { DrawerNav } from './DrawerNav';

export function HeaderDrawer({ model, messages, drawerChildren }: Omit<HeaderPartProps, 'logo'>) {
  return (
    <Drawer quoteHref={model.hideQuoteButton ? undefined : model.quoteButtonUrl} messages={messages}>
      <DrawerNav
        navLinks={model.navLinks}
        ribbon={model.ribbon}
        topLinks={model.topLinks}
        extra={drawerChildren}
        label={messages.drawerNav}
        overviewSuffix={messages.overview}
        newTabText={messages.newTab}
      />
    </Drawer>
  );
}
