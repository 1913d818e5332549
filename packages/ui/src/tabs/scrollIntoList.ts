// Scrolls a horizontally scrolling list just far enough that one of its items is fully visible, leaving the
// page's own scroll position alone (Element.scrollIntoView would also scroll the window to the list).

function pixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function scrollIntoList(list: HTMLElement, item: HTMLElement): void {
  if (list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  // The list's scroll padding keeps the item clear of the edge shadows that say there is more to scroll.
  const style = getComputedStyle(list);
  // Physical edges, so right-to-left lists work too: a positive scrollLeft change always moves the view right.
  const hiddenLeft = listBox.left + pixels(style.scrollPaddingLeft) - itemBox.left;
  const hiddenRight = itemBox.right - (listBox.right - pixels(style.scrollPaddingRight));
  if (hiddenLeft > 0) {
    list.scrollLeft -= hiddenLeft;
  } else if (hiddenRight > 0) {
    // An item wider than the list shows its start rather than its end.
    list.scrollLeft += Math.min(hiddenRight, -hiddenLeft);
  }
}
