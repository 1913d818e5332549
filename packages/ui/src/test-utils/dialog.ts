// jsdom has <dialog> but not showModal() or close(): a small stand-in with the steps of the HTML spec that the
// components rely on. showModal() sets `open`; close() clears it and fires `close` in a later task; Escape fires a
// cancelable `cancel` at the topmost modal dialog and closes it unless cancelled. The browser's inert background
// and focus containment are not imitated: the e2e specs check them in Chromium.
const modalStack: HTMLDialogElement[] = [];

function onEscape(event: KeyboardEvent) {
  // Dialogs a finished test left open have been removed from the document since.
  const dialog = modalStack.filter((candidate) => candidate.isConnected && candidate.open).at(-1);
  if (event.key !== 'Escape' || !dialog) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (dialog.dispatchEvent(cancel)) dialog.close();
}

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modalStack.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modalStack.indexOf(this);
    if (index >= 0) modalStack.splice(index, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', onEscape);
}
