/**
 * The legal owner's tasks under `npm start`, at 1440 and at 375 px, with the version in force
 * reviewed by a lawyer (on disk: the development copy has no Git, so its files count as main):
 *
 * - a new version: opened from its list entry, „Neue Fassung anlegen“ from the status menu, which
 *   starts the copy unreviewed, without a summary, with its Stand today and its first day the
 *   notice period ahead; a changed sentence and a notice period of its own filled in, the pane
 *   shows the page of the new version, announced, with both changes marked; the save writes a new file named by the address and the
 *   day and leaves the version in force as it was; the list then says which version applies
 *   today and which is announced;
 * - an edit in place of the version that counts, and a figure of „Zahlen der AGB“ it shows: both
 *   refused in the pane, at the field and at the save (its message beside the pane, not over
 *   it), with the way to a new version; the pane's button takes the edit into a new version;
 *   the files stay as they were.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDay, legalTexts, writtenDate } from "../../plugins/gatsby-source-passform/check";
import { REVIEW_GAP } from "../../plugins/gatsby-source-passform";
import { NEW_VERSION_BUTTON } from "../../plugins/gatsby-plugin-decap-admin/preview";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import type { Page } from "@playwright/test";
import {
  attemptSave,
  collections,
  dataForm,
  fieldOf,
  legalEntry,
  openForm,
  overlap,
  pane,
  publish,
} from "./support/cms-forms";
import { expect, test } from "./support/develop-fixture";

const legalCollection = collections.find((collection) => "folder" in collection);
const fields = legalCollection && "fields" in legalCollection ? legalCollection.fields : [];
const label = (name: string) => fieldOf(fields, name).label;

/** The day `weeks` weeks after `day`, as an AGB change is announced. */
const weeksAfter = (day: string, weeks: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  return date.toISOString().slice(0, 10);
};

/** The version's file with a lawyer's review on its first day, as the check allows; its text. */
const reviewed = (file: string, validFrom: string): string => {
  const text = readFileSync(file, "utf8").replace(
    /^review: .*$/m,
    `review: "Kanzlei Beispiel, ${validFrom}"`,
  );
  writeFileSync(file, text);
  return text;
};

const sizes = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

/** The text in force with versions, and its file reviewed on disk (so it counts), as it was. */
const reviewedInForce = (root: string) => {
  const today = buildDay();
  const texts = legalTexts(loadContent(path.join(root, "data")).legal, today);
  const text = [...texts.values()].find((each) => each.inForce?.validFrom);
  const inForce = text?.inForce;
  if (!text || !inForce?.validFrom || !inForce.file.frontmatter) {
    throw new Error("data/legal/ has no text with versions");
  }
  const file = path.join(root, inForce.file.file);
  const original = reviewed(file, inForce.validFrom);
  const entry = legalEntry(root, {
    file: inForce.file.file,
    title: inForce.file.frontmatter.title,
  });
  return { today, text, inForce, file, original, entry };
};

/** Opens the status menu of a saved entry (the status button, on a phone its short form). */
const statusMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Gespeichert" }).first().click();
  return page.getByText("Neue Fassung anlegen", { exact: true });
};

/**
 * A copy as „Neue Fassung anlegen“ starts it: no reviewed text, nothing changed yet, its Stand
 * today and its first day `day`; „Gilt ab“ and „Was sich ändert“, required for a version after
 * the first, not marked „(optional)“.
 */
const expectFreshCopy = async (page: Page, today: string, day: string) => {
  await expect(page.getByLabel(label("review"))).toHaveValue(REVIEW_GAP);
  await expect(page.getByLabel(label("changes"))).toHaveValue("");
  await expect(page.getByLabel(label("validFrom"))).toHaveValue(day);
  await expect(page.getByLabel(label("lastUpdated")).first()).toHaveValue(today);
  for (const name of ["validFrom", "changes"]) {
    await expect(page.locator(`label[for^="${name}-field-"]`)).toContainText(label(name));
    await expect(page.locator(`label[for^="${name}-field-"] > span`)).toBeHidden();
  }
  // A date's buttons say „Heute“ (W6-09) and stay within its field, also on a phone.
  for (const control of await page.locator('[class*="-DateTimeControl"]').all()) {
    await expect(control.getByRole("button", { name: "Auf heute setzen" })).toHaveText("Heute");
    const field = await control.boundingBox();
    const button = await control
      .getByRole("button", { name: "Löschen", exact: true })
      .boundingBox();
    expect(
      field && button && button.x + button.width <= field.x + field.width + 1,
      "„Löschen“ beside a date lies within the field",
    ).toBe(true);
  }
};

type Version = { validFrom?: string; file: { frontmatter?: { title: string } } };

/** The list: the version in force „gilt heute“, the new one „angekündigt ab“, German dates. */
const expectListLabels = async (page: Page, origin: string, inForce: Version, day: string) => {
  await page.goto(`${origin}/admin/#/collections/${legalCollection?.name ?? ""}`);
  const title = inForce.file.frontmatter?.title ?? "";
  const cards = page.locator(`a[href*="/entries/"]`);
  await expect(
    cards.filter({
      hasText: `${title} – gilt heute (seit ${writtenDate(inForce.validFrom ?? "")})`,
    }),
  ).toHaveCount(1);
  await expect(
    cards.filter({ hasText: `${title} – angekündigt ab ${writtenDate(day)}` }),
  ).toHaveCount(1);
  await expect(cards.filter({ hasText: /\d{4}-\d{2}-\d{2}/ })).toHaveCount(0);
};

const termsForm = dataForm("data/terms.json");

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    // The status menu of each width's top bar, the date's buttons within the field: at both widths.
    test("„Neue Fassung anlegen“: unreviewed, dated ahead, the pane shows the changes, the save writes a new file, the list says which applies", async ({
      page,
      develop,
    }) => {
      test.setTimeout(180_000);
      const root = develop.project.root;
      const { today, text, inForce, file, original, entry } = reviewedInForce(root);
      await page.goto(`${develop.origin}/admin/#/collections/${legalCollection?.name ?? ""}`);
      await page.getByText(entry, { exact: true }).first().click();
      await (await statusMenu(page)).click();
      // The copy is no reviewed text, has changed nothing yet, and starts the notice period
      // ahead of today (six weeks in § 6 Abs. 3 of the version in force), its Stand today.
      const day = weeksAfter(today, 6);
      await expectFreshCopy(page, today, day);

      await page.getByLabel(label("changes")).fill("Ein Satz kommt in den ersten Absatz.");
      const body = page.getByLabel(label("body"), { exact: true });
      const before = await body.inputValue();
      const added = "Ergänzt in dieser Fassung.";
      await body.fill(before.replace(/^(1\. .*)$/m, `$1 ${added}`));
      // The notice period for this version only (W6-02): its own figure, data/terms.json stays.
      const terms = path.join(root, "data/terms.json");
      const figures = readFileSync(terms, "utf8");
      const months = (JSON.parse(figures) as { noticeMonths: number }).noticeMonths + 1;
      await page.locator('input[id^="noticeMonths-field-"]').fill(String(months));

      const shown = pane(page);
      await expect(
        shown
          .locator("section[aria-labelledby=aenderungen] ins")
          .filter({ hasText: String(months) }),
      ).not.toHaveCount(0);
      await expect(shown.getByRole("note")).toContainText(
        `Diese Fassung wird am ${writtenDate(day)} die aktuelle.`,
      );
      await expect(
        shown.locator("section[aria-labelledby=aenderungen] p ins").filter({ hasText: added }),
      ).toHaveCount(1);
      // Unreviewed: the pane says so above the text, as a preview build does.
      await expect(shown.getByText(/noch nicht anwaltlich/).first()).toBeVisible();

      await publish(page);
      // Decap goes on to the saved entry's own address after its message.
      await expect(page).toHaveURL(new RegExp(`/entries/[^/]*${day}$`));
      const name = `${text.slug.replace(/^\//, "")}-${day}.md`;
      const saved = path.join(root, "data/legal", name);
      await expect
        .poll(() => existsSync(saved), { message: `data/legal/${name} is written` })
        .toBe(true);
      const written = readFileSync(saved, "utf8");
      expect(written).toContain(`validFrom: "${day}"`);
      expect(written).toContain(`lastUpdated: "${today}"`);
      expect(written).toContain(`review: "${REVIEW_GAP}"`);
      expect(written).toContain(added);
      expect(written).toMatch(new RegExp(`^ +noticeMonths: "${months}"$`, "m"));
      expect(readFileSync(file, "utf8")).toBe(original);
      expect(readFileSync(terms, "utf8")).toBe(figures);

      await expectListLabels(page, develop.origin, inForce, day);
    });

    // What the form's own scrolling shows, on a phone above the pane: at both widths.
    test("undo in the long text brings what it takes back into view", async ({ page, develop }) => {
      const root = develop.project.root;
      const [text] = loadContent(path.join(root, "data")).legal;
      if (!text?.frontmatter) throw new Error("data/legal/ has no readable text");
      await openForm(page, develop.origin, text.file);
      const body = page.getByLabel(label("body"), { exact: true });
      const before = await body.inputValue();
      // An edit at the text's beginning, then one at its end, far below it.
      await body.click();
      await body.press("Control+Home");
      await page.keyboard.type("X");
      await body.press("Control+End");
      await page.keyboard.type("Y");
      const form = page.locator(".SplitPane > .Pane1");
      const firstLine = async () => {
        const [field, view] = [await body.boundingBox(), await form.boundingBox()];
        if (!field || !view) throw new Error("the form has no box");
        return field.y + 16 >= view.y && field.y + 16 <= view.y + view.height;
      };
      expect(await firstLine(), "the beginning is out of view after the edit at the end").toBe(
        false,
      );
      await page.keyboard.press("Control+z");
      await expect(body).toHaveValue(`X${before}`);
      await page.keyboard.press("Control+z");
      await expect(body).toHaveValue(before);
      // The second undo took back the edit at the beginning: the form shows it.
      await expect.poll(firstLine).toBe(true);
    });

    // The refusal beside the pane, not over it, as each width places them: at both widths.
    test("a version that counts: an edit in place and a figure it shows are refused in the pane and at the save, the edit goes into a new version, the files stay", async ({
      page,
      develop,
    }) => {
      test.setTimeout(180_000);
      const root = develop.project.root;
      const { today, inForce, file, original } = reviewedInForce(root);
      await openForm(page, develop.origin, inForce.file.file);
      const body = page.getByLabel(label("body"), { exact: true });
      const before = await body.inputValue();
      const word = /^\d+\. (\S+)/m.exec(before)?.[1] ?? "";
      await body.fill(before.replace(/^(\d+\. )(\S+)/m, "$1$2-Neu"));
      const refusal = new RegExp(
        `Diese Fassung gilt seit ${writtenDate(inForce.validFrom ?? "")} und ist anwaltlich geprüft.*\\[${word}-Neu\\].*„Neue Fassung anlegen“`,
      );
      await expect(pane(page).getByRole("alert")).toContainText(refusal);
      await attemptSave(page);
      const toast = page.locator(".Toastify__toast").filter({ hasText: refusal });
      await expect(toast).toBeVisible();
      // The message stands beside the pane, which shows the same refusal, not over it.
      await expect.poll(() => overlap(toast, page.locator("iframe").first())).toBe(false);
      expect(readFileSync(file, "utf8")).toBe(original);

      // The pane offers what the refusal asks for: the edit goes into a new version, which
      // starts as a copy does; the version that counts stays as saved.
      await pane(page).getByRole("button", { name: NEW_VERSION_BUTTON }).click();
      await expect(page).toHaveURL(/\/new$/);
      await expectFreshCopy(page, today, weeksAfter(today, 6));
      await expect(body).toHaveValue(new RegExp(`^\\d+\\. ${word}-Neu`, "m"));
      expect(readFileSync(file, "utf8")).toBe(original);

      // „Zahlen der AGB“: a figure the version shows, changed for every version that has none of
      // its own, is refused too, at that figure.
      const terms = path.join(root, "data/terms.json");
      const figures = readFileSync(terms, "utf8");
      const shown = Object.keys(JSON.parse(figures) as object).find((key) =>
        original.includes(`{{terms.${key}}}`),
      );
      if (!shown) throw new Error(`${inForce.file.file} shows no figure of data/terms.json`);
      page.once("dialog", (dialog) => void dialog.accept());
      await openForm(page, develop.origin, termsForm.file);
      // The form says where its values apply: every version without a value of its own.
      await expect(pane(page).getByRole("region", { name: "Wo diese Werte gelten" })).toContainText(
        `${inForce.file.frontmatter?.title ?? ""} ab ${writtenDate(inForce.validFrom ?? "")} (gilt heute)`,
      );
      const figure = page.getByLabel(fieldOf(termsForm.fields, shown).label, { exact: true });
      const value = Number(await figure.inputValue());
      // Another value the model allows: one less, or for a 1 one more.
      await figure.fill(String(value > 1 ? value - 1 : value + 1));
      const kept = /Dieser Wert gilt auch in der anwaltlich geprüften Fassung, die seit /;
      await expect(pane(page).getByRole("alert")).toContainText(kept);
      await attemptSave(page);
      await expect(page.locator(".Toastify__toast").filter({ hasText: kept })).toBeVisible();
      expect(readFileSync(terms, "utf8")).toBe(figures);
    });
  });
}
