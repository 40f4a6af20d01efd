/** The sizes a rich text field keeps at rest, while its editor loads, and in the editor. */

/**
 * One row of the editor's toolbar (medium buttons). At the form's width the editor's own toolbar takes two
 * rows, so the text moves down one row when the editor comes: right after the operator's click or Tab, which
 * Lighthouse's layout-shift measure leaves out.
 */
export const RICH_TEXT_TOOLBAR_HEIGHT = 48;

/** The writing area: room for a few paragraphs, so the field reads as an editor, not as a disabled line. */
export const RICH_TEXT_AREA_HEIGHT = 200;
