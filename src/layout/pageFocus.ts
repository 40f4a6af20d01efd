/**
 * A page opened from the keyboard (the menu search) takes the focus to its heading, as a screen reader and the
 * next Tab expect, instead of leaving it on the page's body: the opener asks, the title bar of the page shown next
 * answers once (TitleBar). So does a page shown after the focus was lost with the page left behind (a form saved
 * and gone back to its list, a record deleted from its edit page): a focus still on the sidebar or in a dialog stays.
 */
let requested = false;

export const requestPageFocus = () => {
  requested = true;
};

/** Whether a focus was asked for since the last page; asking is answered once. */
export const takePageFocusRequest = () => {
  const asked = requested;
  requested = false;
  return asked;
};

/** The focus went with the page that held it: nothing but the document's body has it. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;
