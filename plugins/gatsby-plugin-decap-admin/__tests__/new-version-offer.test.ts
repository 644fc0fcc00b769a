import { serializeLegalText } from "../formats/frontmatter-format";
import { takeIntoNewVersion } from "../browser/new-version-offer";
import { carryIntoNextCopy } from "../browser/decap-fixes/new-version-fields";

/**
 * The pane's „Änderung in eine neue Fassung übernehmen“, in a page built as Decap builds the
 * form's controls and its status menu: the form goes back to the saved version through its own
 * controls, Decap's duplicate is chosen, and the copy is told the edit; where that cannot be done,
 * the edit stays in the form.
 */

jest.mock("../browser/decap-fixes/new-version-fields", () => ({
  ...jest.requireActual<object>("../browser/decap-fixes/new-version-fields"),
  carryIntoNextCopy: jest.fn(),
}));

const words = { saved: "Gespeichert", duplicate: "Neue Fassung anlegen" };
const saved = serializeLegalText({
  title: "Allgemeine Geschäftsbedingungen",
  slug: "/agb",
  validFrom: "2021-01-01",
  review: "Kanzlei Beispiel, 2021-01-01",
  body: "## § 1 Geltungsbereich\n\n1. Diese AGB gelten.\n",
});
const edited = saved.replace("Diese AGB gelten.", "Diese AGB gelten für alle Tarife.");

/** The form's controls with the edit typed in, and the status button once the form is saved. */
const decapForm = (statusMenu: boolean): { body: HTMLTextAreaElement; chosen: string[] } => {
  document.body.innerHTML =
    '<input id="title-field-1" value="Allgemeine Geschäftsbedingungen"><textarea id="body-field-2"></textarea>' +
    `<div role="button" aria-haspopup="true">${words.saved}</div>`;
  const body = document.querySelector("textarea") as HTMLTextAreaElement;
  body.value = "## § 1 Geltungsbereich\n\n1. Diese AGB gelten für alle Tarife.\n";
  const chosen: string[] = [];
  document.querySelector("[aria-haspopup]")?.addEventListener("click", () => {
    if (!statusMenu) return;
    const item = document.createElement("div");
    item.setAttribute("role", "menuitem");
    item.textContent = words.duplicate;
    item.addEventListener("click", () => chosen.push(body.value));
    document.body.append(item);
  });
  return { body, chosen };
};

beforeEach(() => jest.mocked(carryIntoNextCopy).mockClear());

it("sets the form back to the saved version, chooses the duplicate and carries the edit into it", async () => {
  const { body, chosen } = decapForm(true);
  await expect(takeIntoNewVersion(saved, edited, words)).resolves.toBe(true);
  // Decap's duplicate copied the version as saved …
  expect(chosen).toEqual(["## § 1 Geltungsbereich\n\n1. Diese AGB gelten.\n"]);
  expect(body.value).toBe("## § 1 Geltungsbereich\n\n1. Diese AGB gelten.\n");
  // … and the copy starts with the edit instead.
  expect(carryIntoNextCopy).toHaveBeenCalledWith([
    {
      name: "body",
      value: "## § 1 Geltungsbereich\n\n1. Diese AGB gelten für alle Tarife.\n",
      copied: "## § 1 Geltungsbereich\n\n1. Diese AGB gelten.\n",
    },
  ]);
});

it("leaves the edit in the form where Decap offers no duplicate", async () => {
  const { body, chosen } = decapForm(false);
  await expect(takeIntoNewVersion(saved, edited, words, 300)).resolves.toBe(false);
  expect(chosen).toEqual([]);
  expect(body.value).toBe("## § 1 Geltungsbereich\n\n1. Diese AGB gelten für alle Tarife.\n");
  expect(carryIntoNextCopy).not.toHaveBeenCalled();
});

it("leaves the form as it is where a changed field has no control of its own", async () => {
  const { body } = decapForm(true);
  const facts = edited.replace(/^(review: .*)$/m, '$1\nfacts:\n  terms:\n    noticeMonths: "1"');
  await expect(takeIntoNewVersion(saved, facts, words)).resolves.toBe(false);
  expect(body.value).toBe("## § 1 Geltungsbereich\n\n1. Diese AGB gelten für alle Tarife.\n");
  expect(carryIntoNextCopy).not.toHaveBeenCalled();
});
