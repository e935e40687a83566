import { configure } from '@testing-library/react';

// On a loaded CI machine a route tree can take seconds to draw: `findBy…` waits for the event, not a set time.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has the dialog element but not its modal methods; the apps open their dialogs with showModal().
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
