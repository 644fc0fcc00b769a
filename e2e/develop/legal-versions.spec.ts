/**
 * A new version of a legal text, as an editor starts it under `npm start`: the version in force,
 * reviewed by a lawyer, opened from its list entry, „Neue Fassung anlegen“ from the status menu,
 * which starts the copy unreviewed and without a summary, then its day, Stand, summary and a
 * changed sentence filled in. The preview pane shows the page of the new version, announced, with
 * the change marked; the save writes a new file named by the address and the day, and leaves the
 * version in force as it was.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDay, legalTexts, writtenDate } from "../../plugins/gatsby-source-passform/check";
import { REVIEW_GAP } from "../../plugins/gatsby-source-passform";
import { loadContent } from "../../plugins/gatsby-source-passform/node";
import { collections, fieldOf, legalEntry, openForm, pane, publish } from "./support/cms-forms";
import { expect, test } from "./support/develop-fixture";

const legalCollection = collections.find((collection) => "folder" in collection);
const fields = legalCollection && "fields" in legalCollection ? legalCollection.fields : [];
const label = (name: string) => fieldOf(fields, name).label;

/** The day six weeks and a bit after `day`, as an AGB change is announced. */
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

test.use({ viewport: { width: 1440, height: 900 } });

test("„Neue Fassung anlegen“: the pane shows the announced version's changes, the save writes a new file", async ({
  page,
  develop,
}) => {
  test.setTimeout(180_000);
  const root = develop.project.root;
  const today = buildDay();
  const texts = legalTexts(loadContent(path.join(root, "data")).legal, today);
  const text = [...texts.values()].find((each) => each.inForce?.validFrom);
  const inForce = text?.inForce;
  if (!text || !inForce?.validFrom || !inForce.file.frontmatter) {
    throw new Error("data/legal/ has no text with versions");
  }
  const original = reviewed(path.join(root, inForce.file.file), inForce.validFrom);
  await openForm(
    page,
    develop.origin,
    legalCollection?.label ?? "",
    legalEntry(inForce.file.frontmatter),
  );
  await page.getByRole("button", { name: "Gespeichert" }).first().click();
  await page.getByText("Neue Fassung anlegen", { exact: true }).click();
  // The copy is no reviewed text and has changed nothing yet.
  await expect(page.getByLabel(label("review"))).toHaveValue(REVIEW_GAP);
  await expect(page.getByLabel(label("changes"))).toHaveValue("");

  const day = weeksAfter(today, 7);
  await page.getByLabel(label("validFrom")).fill(day);
  await page.getByLabel(label("lastUpdated")).first().fill(today);
  await page.getByLabel(label("changes")).fill("Ein Satz kommt in den ersten Absatz.");
  const body = page.getByLabel(label("body"), { exact: true });
  const before = await body.inputValue();
  const added = "Ergänzt in dieser Fassung.";
  await body.fill(before.replace(/^(1\. .*)$/m, `$1 ${added}`));

  const shown = pane(page);
  await expect(shown.getByRole("note")).toContainText(
    `Diese Fassung wird am ${writtenDate(day)} die aktuelle.`,
  );
  await expect(
    shown.locator("section[aria-labelledby=aenderungen] p ins").filter({ hasText: added }),
  ).toHaveCount(1);

  await publish(page);
  const name = `${text.slug.replace(/^\//, "")}-${day}.md`;
  const saved = path.join(root, "data/legal", name);
  await expect
    .poll(() => existsSync(saved), { message: `data/legal/${name} is written` })
    .toBe(true);
  const written = readFileSync(saved, "utf8");
  expect(written).toContain(`validFrom: "${day}"`);
  expect(written).toContain(`review: "${REVIEW_GAP}"`);
  expect(written).toContain(added);
  expect(readFileSync(path.join(root, inForce.file.file), "utf8")).toBe(original);
});
