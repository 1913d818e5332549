// Accessibility defaults for every generated icon: decorative (hidden from assistive technology) unless the
// caller names it, in which case it is exposed as an image.
import type { IconProps } from './types';

export function a11yDefaults(props: IconProps): IconProps {
  const named = Boolean(props['aria-label'] || props['aria-labelledby']);
  return named ? { role: 'img', focusable: 'false' } : { 'aria-hidden': true, focusable: 'false' };
}
