// A click on a modal <dialog>'s backdrop reaches the dialog element itself, at a point outside its box.
import type { MouseEvent } from 'react';

export function clickedBackdrop(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
