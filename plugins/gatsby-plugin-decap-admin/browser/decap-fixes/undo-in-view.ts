/**
 * Decap's text fields grow with their text instead of scrolling within themselves, so in a legal
 * text the form scrolls, not the field, and the browser does not follow the caret there: a
 * Ctrl+Z (or its redo) that takes back an earlier edit 25 lines up changed it unseen. After each
 * undo and redo in a text field, the place it changed – where the browser leaves the caret – is
 * brought to the middle of the view when it is outside it.
 */

const COPIED_STYLES = [
  "boxSizing",
  "width",
  "paddingTop",
  "paddingRight",
  "paddingBottom",
  "paddingLeft",
  "borderTopWidth",
  "borderRightWidth",
  "borderBottomWidth",
  "borderLeftWidth",
  "borderStyle",
  "fontFamily",
  "fontSize",
  "fontWeight",
  "lineHeight",
  "letterSpacing",
  "tabSize",
  "wordBreak",
  "overflowWrap",
] as const;

/** How far below the field's top the caret's line is: its text laid out again, hidden. */
const caretTop = (field: HTMLTextAreaElement): number => {
  const style = getComputedStyle(field);
  const mirror = document.createElement("div");
  for (const name of COPIED_STYLES) mirror.style[name] = style[name];
  Object.assign(mirror.style, {
    position: "absolute",
    visibility: "hidden",
    top: "0",
    left: "-10000px",
    whiteSpace: "pre-wrap",
    width: `${field.getBoundingClientRect().width}px`,
  });
  mirror.textContent = field.value.slice(0, field.selectionStart);
  const caret = document.createElement("span");
  caret.textContent = "\u200b";
  mirror.append(caret);
  document.body.append(mirror);
  const top = caret.offsetTop;
  mirror.remove();
  return top;
};

/** The element that scrolls the field: the form's pane, or the page. */
const scrollerOf = (field: Element): Element => {
  for (let at = field.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === "auto" || overflowY === "scroll") && at.scrollHeight > at.clientHeight) {
      return at;
    }
  }
  return document.scrollingElement ?? document.documentElement;
};

const bringCaretIntoView = (field: HTMLTextAreaElement): void => {
  const scroller = scrollerOf(field);
  const isPage = scroller === document.scrollingElement;
  const view = isPage ? { top: 0, height: window.innerHeight } : scroller.getBoundingClientRect();
  const line = parseFloat(getComputedStyle(field).lineHeight) || 24;
  const y = field.getBoundingClientRect().top + caretTop(field);
  if (y >= view.top + line && y + line <= view.top + view.height - line) return;
  scroller.scrollTop += y - (view.top + view.height / 2);
};

const HISTORY = new Set(["historyUndo", "historyRedo"]);

/** Call once: from then on, every undo and redo in a text field shows what it changed. */
export const keepUndoInView = (page: Document = document): void => {
  page.addEventListener(
    "input",
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLTextAreaElement) || !("inputType" in event)) return;
      if (!HISTORY.has(String(event.inputType))) return;
      // Once React has written the value back and the field has its new height.
      requestAnimationFrame(() => bringCaretIntoView(field));
    },
    true,
  );
};
