// The demo's eight member quick actions, in the SPEC's order, each linking to a page of the public site.
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
  { label: 'Make a claim', href: '/help/health', icon: ReceiptIcon },
  { label: 'View my cover', href: '/health-insurance', icon: ShieldCheckIcon },
  { label: 'View extras usage', href: '/health-insurance/extras', icon: ChartPieIcon },
  { label: 'Show digital card', href: '/help', icon: IdCardIcon },
  { label: 'Find a provider', href: '/find-a-provider', icon: MapPinIcon },
  { label: 'Book telehealth', href: '/health-information/gp-telehealth', icon: VideoIcon },
  { label: 'Use your points', href: '/member-benefits', icon: CoinsIcon },
  { label: 'View all', href: '/help', icon: LayoutGridIcon },
];
