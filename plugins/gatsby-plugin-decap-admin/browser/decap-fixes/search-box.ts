/**
 * After a search Decap's search box still holds its words, and a click puts the caret after them, so the
 * next search typed became „KündigungGeschäftsbedingungen“. The box selects its words when it
 * gets the focus, by click, tap or Tab, and once a search is sent (it keeps the focus then), as a
 * browser's address bar does: what is typed next replaces them, the first click leaves them
 * selected, and an arrow key still edits them. (That the box searches titles only, its
 * placeholder says: config/decap-phrases.ts.)
 */

const BOX = 'input[class*="-SearchInput"]';

/** Call once: from then on, the search box selects its text when it gets the focus. */
export const selectSearchOnFocus = (page: Document = document): void => {
  let selected: HTMLInputElement | undefined;
  const select = (target: EventTarget | null): void => {
    if (!(target instanceof HTMLInputElement) || !target.matches(BOX)) return;
    target.select();
    selected = target;
  };
  page.addEventListener("focusin", (event) => select(event.target));
  page.addEventListener("keyup", (event) => {
    if (event.key === "Enter") select(event.target);
  });
  // The next click would put the caret where it ends and drop the selection.
  page.addEventListener("mouseup", (event) => {
    if (selected && event.target === selected) event.preventDefault();
    selected = undefined;
  });
  page.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") selected = undefined;
  });
};
