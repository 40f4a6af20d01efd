/**
 * A page opened from the keyboard (the menu search) takes the focus to its heading, as a screen reader and the
 * next Tab expect, instead of leaving it on the page's body: the opener asks, the title bar of the page shown next
 * answers once (TitleBar).
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
