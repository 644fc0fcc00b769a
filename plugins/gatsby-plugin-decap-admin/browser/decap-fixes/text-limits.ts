import { lengthMessage } from "../../../gatsby-source-passform/check";
import { counterText } from "../../config/decap-fixes";
import { LENGTH_COUNTER } from "../../config/decap-styles";

/**
 * Decap's `string` and `text` widgets check a length only as a pattern, with one fixed message
 * that Decap puts after „… entspricht nicht dem Muster:“, and only once the editor saves; nothing
 * shows the limit while typing. This site's fields carry their lengths from the content model
 * (`max_length`, `min_length`, config/fields.ts), and both widgets are registered again around
 * Decap's own control: below the field a counter („58 von 90 Zeichen“, in red once over), and
 * the widget's `isValid`, which Decap asks before a save, answers with the form's message of
 * the content check („Höchstens 90 Zeichen – jetzt 122. Bitte kürzen.“). A custom widget would
 * need its own name in the configuration and its own input; wrapping keeps Decap's input, its
 * focus and its styles, and every text field gets the counter without a change to the
 * configuration's widgets. Decap renders the wrapper with its own React (window.h, createClass).
 */

type Field = { get: (key: string) => unknown };
type ControlProps = Record<string, unknown> & { field: Field; value?: unknown; forID?: string };
type Component = { props: ControlProps };
type Element = unknown;

type Widget = {
  control: unknown;
  preview?: unknown;
  schema?: unknown;
  globalStyles?: unknown;
  allowMapValue?: boolean;
};

export type WidgetApi = {
  getWidget: (name: string) => Widget | undefined;
  registerWidget: (widget: Record<string, unknown>) => void;
};

type React = {
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => Element;
  createClass: (spec: Record<string, unknown>) => unknown;
};

const lengthsOf = (field: Field): { min?: number; max?: number } => {
  const [min, max] = [field.get("min_length"), field.get("max_length")];
  return {
    ...(typeof min === "number" ? { min } : {}),
    ...(typeof max === "number" ? { max } : {}),
  };
};

/** What is wrong with a text's length, in the form's words; nothing for an empty text. */
export const lengthProblem = (
  { min, max }: { min?: number; max?: number },
  value: unknown,
): string | undefined => {
  const length = typeof value === "string" ? value.trim().length : 0;
  if (length === 0) return undefined;
  if (max !== undefined && length > max) return lengthMessage("max", max, length);
  if (min !== undefined && length < min) return lengthMessage("min", min, length);
  return undefined;
};

const wrapped = ({ h, createClass }: React, Original: unknown): unknown =>
  createClass({
    isValid(this: Component) {
      const message = lengthProblem(lengthsOf(this.props.field), this.props.value);
      return message ? { error: { type: "LENGTH", message } } : true;
    },
    render(this: Component) {
      const { max } = lengthsOf(this.props.field);
      const control = h(Original, this.props);
      if (max === undefined) return control;
      const value = this.props.value;
      const length = typeof value === "string" ? value.trim().length : 0;
      const counter = h(
        "p",
        { [LENGTH_COUNTER]: length > max ? "over" : "", id: `${this.props.forID ?? ""}-length` },
        counterText(length, max),
      );
      return h("div", null, control, counter);
    },
  });

/**
 * Registers Decap's `string` and `text` widgets again, with the counter and the length check,
 * rendered by Decap's React (window.h, window.createClass, which Decap sets).
 */
export const countTextLengths = (cms: WidgetApi): void => {
  const react = window as unknown as Partial<React>;
  if (!react.h || !react.createClass) return;
  const { h, createClass } = react;
  for (const name of ["string", "text"]) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    const { control, preview, ...rest } = widget;
    cms.registerWidget({
      ...rest,
      name,
      controlComponent: wrapped({ h, createClass }, control),
      previewComponent: preview,
    });
  }
};
