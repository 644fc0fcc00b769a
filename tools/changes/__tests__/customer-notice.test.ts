/**
 * @jest-environment node
 */
import path from "node:path";
import { checkContent } from "../../../plugins/gatsby-source-passform/check";
import type { DataEntry } from "../../../plugins/gatsby-source-passform";
import { readDataDirectory } from "../../../plugins/gatsby-source-passform/disk";
import { renderContent } from "../content-changes";
import { customerNotices } from "../customer-notice";
import { loadRenderer } from "../page-renderer";

/**
 * The Mitteilung of a new version of the AGB under § 6 Abs. 3, made from data/ with a version
 * announced beside the AGB of data/: the changes themselves with each version's own figures, the
 * day, the period to object, what silence means, the right to object and its consequence, and
 * the fixed address, in the e-mail and in the print form.
 */

const project = path.resolve(__dirname, "../../..");
const DAY = "2026-12-03";
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const saved = process.env.SITE_DATE;
beforeAll(() => {
  process.env.SITE_DATE = DAY;
});
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_DATE;
  else process.env.SITE_DATE = saved;
});

/** data/ with a new version of the AGB from 1 March 2027, made from the first, with its figure. */
const withAnnouncedVersion = (): DataEntry[] => {
  const entries = readDataDirectory(path.join(project, "data")) ?? [];
  const agb = new TextDecoder().decode(entries.find((e) => e.path === "data/legal/agb.md")?.bytes);
  const version = agb
    .replace(/^lastUpdated: .*$/m, `lastUpdated: "${DAY}"`)
    .replace(
      /^validFrom: .*$/m,
      'validFrom: "2027-03-01"\nchanges: "Die Kündigungsfrist beträgt künftig 2 Monate."',
    )
    .replace(/^(review: .*)$/m, '$1\nfacts:\n  terms:\n    noticeMonths: "2"');
  return [
    ...entries,
    { path: "data/legal/agb-2027-03-01.md", bytes: new TextEncoder().encode(version) },
  ];
};

it("says what changes, with the figures each version states, and how to object, by when", async () => {
  const entries = withAnnouncedVersion();
  const checked = checkContent(entries);
  expect(checked.problems).toEqual([]);
  const content = renderContent(checked, entries);
  if (!content) throw new Error("data/ could not be read");
  const site = content.data.site;
  const [notice, ...others] = customerNotices(content, DAY, await loadRenderer(project));
  expect(others).toEqual([]);
  expect(notice?.file).toBe("data/legal/agb-2027-03-01.md");
  // Six weeks (the notice of the version in force) before the first day.
  expect(notice?.sendBy).toBe("2027-01-18");
  const text = plain(notice?.text ?? "");
  expect(text).toMatch(
    /^Betreff: Änderung unserer Allgemeinen Geschäftsbedingungen zum 1\. März 2027\n/,
  );
  expect(text).toContain("Die Kündigungsfrist beträgt künftig 2 Monate.");
  expect(text).toMatch(
    /§ 15 Laufzeit und Kündigung\n {2}bisher: .*Frist von \[3\] Monaten.*\n {2}neu: {4}.*Frist von \[2\] Monaten/,
  );
  expect(text).toContain(`${site.siteUrl}/agb/2027-03-01`);
  expect(text).toContain(
    `bis zum Ablauf des 28. Februar 2027 in Textform widersprechen, etwa per E-Mail an ${site.contact.email}`,
  );
  expect(text).toContain(
    "Widersprechen Sie nicht rechtzeitig, gelten die Änderungen als angenommen",
  );
  expect(text).toContain("gilt für Ihren Vertrag die bisherige Fassung weiter");
  expect(text).toContain(site.legalName);
  const html = plain(notice?.html ?? "");
  expect(html).toContain("<ins>[2]</ins>");
  expect(html).toContain("<del>[3]</del>");
  expect(html).toMatch(/<div class="objection"><p>Ihr Widerspruchsrecht:/);
}, 30_000);
