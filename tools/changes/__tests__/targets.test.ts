/**
 * @jest-environment node
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { SECURITY_TXT_PATH } from "../../../gatsby-node/security-txt";
import { runChanges } from "../cli";
import {
  editJson,
  editText,
  form,
  json,
  legalText,
  plain,
  read,
  repository,
  scratchRepositoryForEachTest,
  workingContent,
  type Json,
} from "./support/scratch-repository";

/**
 * What `npm run changes` reports where no visible word changes: a link that leads elsewhere, the
 * files the build writes beside the pages (security.txt, robots.txt, the sitemap, the redirects,
 * the JSON-LD), a page that comes or goes, and a company fact no visitor meets. Values, files and
 * addresses are read from data/ at test time.
 */

scratchRepositoryForEachTest();

const changes = async (): Promise<string> =>
  plain(await runChanges(["--base", "HEAD"], repository));

const site = () => json("site.json");
const contact = () => site().contact as Record<string, string>;

/** A legal text's first link to an e-mail placeholder, as the file writes it. */
const mailLink = () => {
  for (const page of workingContent().legal) {
    const file = page.file.replace(/^data\//, "");
    const match = /\[\{\{contact\.(\w+)\}\}\]\(mailto:\{\{contact\.(\w+)\}\}\)/.exec(read(file));
    if (match && match[1] === match[2]) return { file, link: match[0], key: match[1] as string };
  }
  throw new Error("no legal text links an e-mail address of data/site.json");
};

describe("a link whose target changed", () => {
  it("is named with both targets and its sentence, though its words are the same", async () => {
    const { file, link, key } = mailLink();
    const other = Object.keys(contact()).find(
      (name) => name !== key && contact()[name]?.includes("@"),
    );
    if (!other) throw new Error("data/site.json has a single e-mail address");
    editText(file, (text) =>
      text.replace(
        link,
        link.replace(`(mailto:{{contact.${key}}})`, `(mailto:{{contact.${other}}})`),
      ),
    );
    const address = contact()[key] ?? "";
    const output = await changes();
    expect(output).toContain(legalText(file).title);
    expect(output).toMatch(
      new RegExp(
        `Linkziel von „${address}“ in „[^“]*${address}[^“]*“: mailto:${address} → mailto:${contact()[other]}`.replace(
          /\./g,
          "\\.",
        ),
      ),
    );
    expect(output).not.toMatch(/\bbisher: /);
  });

  it("within this site, from one page to another", async () => {
    const slugs = workingContent().legal.map((page) => page.slug);
    for (const page of workingContent().legal) {
      const file = page.file.replace(/^data\//, "");
      const match = /\[([^\]{}]+)\]\((\/[a-z-]+)\)/.exec(read(file));
      const to = slugs.find((slug) => slug !== match?.[2] && slug !== page.slug);
      if (!match || !to) continue;
      editText(file, (text) => text.replace(match[0], `[${match[1]}](${to})`));
      expect(await changes()).toContain(`Linkziel von „${match[1]}“ in „`);
      expect(await changes()).toContain(`: ${match[2]} → ${to}`);
      return;
    }
    throw new Error("no legal text links another page of the site");
  });
});

describe("the files beside the pages", () => {
  it("name a changed security contact in security.txt", async () => {
    const old = contact().securityEmail ?? "";
    const now = `meldungen.${old}`;
    editJson("site.json", (data) => {
      (data.contact as Json).securityEmail = now;
    });
    expect(await changes()).toContain(
      `${SECURITY_TXT_PATH}: Contact: mailto:${old} → mailto:${now}`,
    );
  });

  it("name a new address of the site in robots.txt, the sitemap, the JSON-LD and the canonical links", async () => {
    const old = String(site().siteUrl);
    const now = old.replace("://", "://neu.");
    editJson("site.json", (data) => {
      data.siteUrl = now;
    });
    const output = await changes();
    expect(output).toContain(`/robots.txt: Sitemap: ${old}/sitemap.xml → ${now}/sitemap.xml`);
    expect(output).toContain(
      `/sitemap.xml: <url><loc>${old}/</loc></url> → <url><loc>${now}/</loc></url>`,
    );
    expect(output).toContain(`JSON-LD der Startseite: Organization › url: ${old}/ → ${now}/`);
    expect(output).toContain(`Linkziel von „Kanonische Adresse“: ${old}/ → ${now}/`);
  });

  it("list the redirects and the addresses of a deleted text, each as gone", async () => {
    const page = workingContent().legal.find((each) => each.frontmatter?.validFrom);
    if (!page) throw new Error("no legal text in data/legal/ has a version");
    const { title, address } = legalText(page.file.replace(/^data\//, ""));
    rmSync(path.join(repository, page.file));
    const output = await changes();
    expect(output).toContain(`${title} (${page.slug}): Seite entfällt`);
    expect(output).toContain(`(${address}): Seite entfällt`);
    expect(output).toMatch(new RegExp(`/_redirects: entfällt: /\\S+ ${page.slug} 301`));
    expect(output).toContain(
      `/sitemap.xml: entfällt: <url><loc>${String(site().siteUrl)}${page.slug}</loc>`,
    );
  });
});

it("lists a company fact that changes nothing a visitor meets, as such", async () => {
  const placeholders = site().placeholders as string[];
  const kept = placeholders.find((name) => name !== "contact.securityEmail");
  if (!kept) throw new Error("data/site.json lists no placeholder");
  editJson("site.json", (data) => {
    data.placeholders = placeholders.filter((name) => name !== kept);
  });
  const line = (await changes())
    .split("\n")
    .find((each) => each.startsWith(`${form("site.json").label} › `));
  expect(line).toMatch(/ – ohne sichtbare Wirkung auf den Seiten$/);
});
