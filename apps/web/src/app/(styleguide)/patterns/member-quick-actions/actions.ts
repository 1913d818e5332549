// The demo's eight member quick actions, in the SPEC's order, each linking to the page of the public site that
// does or explains that action (actions.test.ts checks each page exists and is that one).
import {
  ChartPieIcon,
  CoinsIcon,
  IdCardIcon,
  LayoutGridIcon,
  MapPinIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  VideoIcon,
} from '@ds/icons';
import type { QuickAction } from './QuickActions';

export const memberQuickActions: readonly QuickAction[] = [
  { label: 'Make a claim', href: '/help/make-a-claim', icon: ReceiptIcon },
  { label: 'View my cover', href: '/help/view-your-cover', icon: ShieldCheckIcon },
  { label: 'View extras usage', href: '/help/extras-usage', icon: ChartPieIcon },
  { label: 'Show digital card', href: '/help/digital-member-card', icon: IdCardIcon },
  { label: 'Find a provider', href: '/find-a-provider', icon: MapPinIcon },
  { label: 'Book telehealth', href: '/health-information/gp-telehealth', icon: VideoIcon },
  { label: 'Use your points', href: '/member-benefits/rewards-points', icon: CoinsIcon },
  { label: 'View all', href: '/help/member-services', icon: LayoutGridIcon },
];
