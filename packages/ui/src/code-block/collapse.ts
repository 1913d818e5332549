// Whether a code block starts collapsed. A server component cannot measure, so the block's height is worked out
// at build time from its line count and the type tokens it is set in, and the page never shifts once it loads.
//
// The rule: lines never wrap (long lines scroll sideways), so at the default 16px root size a block is
//   lines × font-size-sm × line-height-normal + 2 × space-4   pixels tall (21px a line plus 32px padding).
// It collapses when that is taller than --code-block-collapse-threshold (470px) and also taller than the
// collapsed height, --code-block-collapsed-max-height (30rem), so "Show more" always has more to show:
// blocks of 22 lines or more collapse.
import { tokenValue } from '@ds/tokens/tokens';
import type { TokenPath } from '@ds/tokens/tokens';

const ROOT_FONT_SIZE_PX = 16;

function px(path: TokenPath): number {
  const value = String(tokenValue('main', path));
  const match = /^(-?[\d.]+)(px|rem)?$/.exec(value);
  if (!match?.[1]) throw new Error(`Token ${path} is not a length in px or rem: ${value}`);
  const number = Number(match[1]);
  return match[2] === 'rem' ? number * ROOT_FONT_SIZE_PX : number;
}

/** The rendered height of a block of `lineCount` lines, in px at the default root size. */
export function codeBlockHeight(lineCount: number): number {
  const lineHeight = px('font.size.sm') * Number(tokenValue('main', 'line-height.normal'));
  return lineCount * lineHeight + 2 * px('space.4');
}

/** True when a block of `lineCount` lines is tall enough to collapse. */
export function isTallEnoughToCollapse(lineCount: number): boolean {
  const height = codeBlockHeight(lineCount);
  return height > px('code-block.collapse-threshold') && height > px('code-block.collapsed-max-height');
}
