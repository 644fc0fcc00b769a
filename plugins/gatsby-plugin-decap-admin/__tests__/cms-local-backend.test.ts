/**
 * @jest-environment node
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dataFiles as contentModelFiles } from "../../gatsby-source-passform/check";
import { repositoryOf } from "../config/backend";
import { isEditableFile } from "../gatsby-node/editable-files";
import { startAdminServer, type AdminServer } from "./support/admin-server";

/**
 * `npm start`'s local backend writes files of the project: it answers the admin page of this
 * preview, and nothing else a browser or another program might send it; and it reads and writes
 * only the editors' files. (Who may ask at all: admin-requests.test.ts.)
 */

describe("the local backend", () => {
  const site = mkdtempSync(path.join(tmpdir(), "passform-local-backend-"));
  let server: AdminServer;

  /** The project around data/, as far as a request might reach it. */
  const project: Record<string, string> = {
    "package.json": '{ "name": "passform" }\n',
    "gatsby-config.ts": "export default {};\n",
    ".git/hooks/pre-commit": "#!/bin/sh\nnpm run lint\n",
    "outside.md": "---\ntitle: Außerhalb\n---\n",
    "data/terms.json": '{ "noticeMonths": 3 }\n',
    "data/pricing.json": '{ "plans": [] }\n',
    "data/schema/pricing.schema.json": "{}\n",
    "data/legal/agb.md": "---\ntitle: AGB\n---\n\n## Geltung\n",
    "data/legal/impressum.md": "---\ntitle: Impressum\n---\n",
  };

  beforeAll(async () => {
    for (const [file, text] of Object.entries(project)) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    }
    server = await startAdminServer(site);
  });

  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
    delete process.env.GIT_REPO_DIRECTORY;
  });

  const post = (body: unknown, headers?: Record<string, string>) => server.post(body, headers);

  it("answers the preview's own page with the files of the project", async () => {
    const info = await post({ action: "info" });
    expect(info.status).toBe(200);
    expect(JSON.parse(info.text)).toMatchObject({ type: "local_fs" });
    const entry = await post({
      action: "getEntry",
      params: { path: "data/terms.json", branch: "main" },
    });
    expect(JSON.parse(entry.text)).toMatchObject({ data: '{ "noticeMonths": 3 }\n' });
  });

  /** What Decap sends when it saves a file (local backend, no editorial workflow). */
  const saving = (file: string, raw: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ path: file, raw, slug: path.basename(file, ".json") }],
      assets: [],
      options: {
        collectionName: "inhalte",
        commitMessage: `Redaktion: ${file} geändert`,
        useWorkflow: false,
        status: "draft",
      },
    },
  });

  it("writes what the CMS saves", async () => {
    const saved = await post(saving("data/terms.json", '{ "noticeMonths": 6 }\n'));
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(site, "data/terms.json"), "utf8")).toBe(
      '{ "noticeMonths": 6 }\n',
    );
  });

  /** The page's own script's headers with `changed` replaced, and those named `left` left out. */
  const ownScriptBut = (changed: Record<string, string>, ...left: string[]) =>
    Object.fromEntries(
      Object.entries({ ...server.ownScript, ...changed }).filter(([name]) => !left.includes(name)),
    );

  it.each([
    ["another site open in the browser", { origin: "https://example.org" }, []],
    ["a page on another port of this machine", { origin: "http://127.0.0.1:1" }, []],
    ["a page of this origin's site, not of its origin", { "sec-fetch-site": "same-site" }, []],
    ["a program that sends no origin", {}, ["origin"]],
  ])("refuses %s, even with the session token", async (_who, changed, left) => {
    const before = readFileSync(path.join(site, "data/terms.json"), "utf8");
    const refused = await post(saving("data/terms.json", "{}\n"), ownScriptBut(changed, ...left));
    expect(refused.status).toBe(403);
    expect(readFileSync(path.join(site, "data/terms.json"), "utf8")).toBe(before);
  });

  it("writes nothing outside the project", async () => {
    const outside = await post(saving("../outside.json", "{}\n"));
    expect(outside.status).toBe(403);
    expect(existsSync(path.join(site, "../outside.json"))).toBe(false);
  });

  /** The text at `file` (relative to the project, or absolute), or undefined if there is none. */
  const onDisk = (file: string): string | undefined => {
    const at = path.resolve(site, file);
    return existsSync(at) ? readFileSync(at, "utf8") : undefined;
  };

  /** Sends `body` and expects a refusal in German that left every one of `files` as it was. */
  const expectRefused = async (body: unknown, files: string[]) => {
    const before = files.map(onDisk);
    const response = await post(body);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toEqual({ error: expect.stringMatching(/^Die /) });
    expect(files.map(onDisk)).toEqual(before);
  };

  /** What Decap sends to list the legal texts (a folder collection, cms-config.ts). */
  const listingLegalTexts = {
    action: "entriesByFolder",
    params: { branch: "main", folder: "data/legal", extension: "md", depth: 1 },
  };

  it.each([
    ["package.json", ["package.json"]],
    [".git/hooks/pre-commit", [".git/hooks/pre-commit"]],
    [".git/config", [".git/config"]],
    ["data/../package.json", ["package.json"]],
    ["data/schema/x.json", ["data/schema/x.json"]],
    ["data/schema/pricing.schema.json", ["data/schema/pricing.schema.json"]],
    ["data/legal/agb.json", ["data/legal/agb.json"]],
    ["data/impressum.md", ["data/impressum.md"]],
    ["/etc/passwd", ["/etc/passwd"]],
    [path.join(site, "package.json"), ["package.json"]],
    ["data/legal/../../gatsby-config.ts", ["gatsby-config.ts"]],
    ["data\\..\\package.json", ["data\\..\\package.json", "package.json"]],
    ["data\\pricing.json", ["data\\pricing.json", "data/pricing.json"]],
  ])("refuses to write %s", async (file, watched) => {
    const written = '{ "geschrieben": true }\n';
    expect(watched.map(onDisk)).not.toContain(written);
    await expectRefused(saving(file, written), watched);
  });

  // Names that a disk ignoring case or normalising Unicode stores as another file, that Windows
  // reads as a device or a stream, or that only a hand could have typed.
  it.each([
    "data/PRICING.json",
    "data/Pricing.json",
    "data/neu.json",
    "data/CON.json",
    "data/con.json",
    "data/pricing.json.",
    "data/pricing.json ",
    "data/pricing.json:$DATA",
    "data//pricing.json",
    "data/./pricing.json",
    "./data/pricing.json",
    "data/legal/.md",
    "data/legal/.agb.md",
    "data/legal/AGB.md",
    "data/legal/agb.MD",
    "data/legal/agb.md.",
    "data/legal/agb.md ",
    "data/legal/agb.md:stream",
    "data/legal/agb.md::$DATA",
    "data/legal/\u00fcber.md",
    "data/legal/u\u0308ber.md",
    "data/legal/con.md",
    "data/legal/nul.md",
    "data/legal/com1.md",
    "data/legal/lpt9.md",
  ])("refuses to write %j", async (file) => {
    await expectRefused(saving(file, "{}\n"), [file, "data/pricing.json", "data/legal/agb.md"]);
  });

  it("accepts exactly the content model's data files and legal texts named like a slug", () => {
    for (const name of Object.keys(contentModelFiles)) {
      expect(isEditableFile(site, `data/${name}.json`)).toBe(true);
    }
    for (const name of ["agb.md", "widerruf-2.md", "a.md"]) {
      expect(isEditableFile(site, `data/legal/${name}`)).toBe(true);
    }
  });

  it.each([
    ["an object", { text: "{}" }],
    ["a number", 3],
    ["nothing", undefined],
  ])("refuses a save whose text is %s", async (_what, raw) => {
    const saved = saving("data/terms.json", "");
    const [file] = saved.params.dataFiles;
    await expectRefused({ ...saved, params: { ...saved.params, dataFiles: [{ ...file, raw }] } }, [
      "data/terms.json",
    ]);
  });

  it("names a legal text the forms cannot read, which stops the list of legal texts", async () => {
    writeFileSync(path.join(site, "data/legal/Widerruf.md"), "---\ntitle: Widerruf\n---\n");
    try {
      const listing = await post(listingLegalTexts);
      expect(listing.status).toBe(403);
      expect(JSON.parse(listing.text).error).toContain("data/legal/Widerruf.md");
    } finally {
      rmSync(path.join(site, "data/legal/Widerruf.md"));
    }
  });

  it("refuses to write through a symbolic link in data/ to a file outside it", async () => {
    symlinkSync(path.join(site, "outside.md"), path.join(site, "data/legal/link.md"));
    try {
      await expectRefused(saving("data/legal/link.md", "---\ntitle: Neu\n---\n"), ["outside.md"]);
      expect(lstatSync(path.join(site, "data/legal/link.md")).isSymbolicLink()).toBe(true);
      await expectRefused(
        { action: "getEntry", params: { branch: "main", path: "data/legal/link.md" } },
        [],
      );
      // Listing the legal texts would read the linked file too.
      await expectRefused(listingLegalTexts, []);
    } finally {
      rmSync(path.join(site, "data/legal/link.md"));
    }
  });

  it("refuses to write a file in a linked folder of data/", async () => {
    symlinkSync(path.join(site, ".git/hooks"), path.join(site, "data/legal/hooks"));
    try {
      await expectRefused(saving("data/legal/hooks/pre-commit.md", "x\n"), [
        ".git/hooks/pre-commit.md",
      ]);
    } finally {
      rmSync(path.join(site, "data/legal/hooks"));
    }
  });

  it("refuses the older form of a save, a save that moves the file and one with uploads", async () => {
    const saved = saving("data/pricing.json", "{}\n");
    const { dataFiles, ...params } = saved.params;
    await expectRefused(
      { ...saved, params: { ...params, entry: { ...dataFiles[0], path: "package.json" } } },
      ["package.json"],
    );
    const moving = { ...dataFiles[0], newPath: "data/legal/pricing.md" };
    await expectRefused({ ...saved, params: { ...saved.params, dataFiles: [moving] } }, [
      "data/pricing.json",
      "data/legal/pricing.md",
    ]);
    const upload = { path: "static/uploads/x.sh", content: "ZWNobw==", encoding: "base64" };
    await expectRefused({ ...saved, params: { ...saved.params, assets: [upload] } }, [
      "data/pricing.json",
      "static/uploads/x.sh",
    ]);
  });

  it("deletes nothing and stores no media", async () => {
    const options = { commitMessage: "Redaktion: gelöscht" };
    await expectRefused(
      { action: "deleteFile", params: { branch: "main", path: "package.json", options } },
      ["package.json"],
    );
    await expectRefused(
      { action: "deleteFiles", params: { branch: "main", paths: ["package.json"], options } },
      ["package.json"],
    );
    await expectRefused(
      { action: "deleteFiles", params: { branch: "main", paths: ["data/legal/agb.md"], options } },
      ["data/legal/agb.md"],
    );
    const asset = { path: "package.json", content: "e30K", encoding: "base64" };
    await expectRefused({ action: "persistMedia", params: { branch: "main", asset, options } }, [
      "package.json",
    ]);
    await expectRefused(
      { action: "getMediaFile", params: { branch: "main", path: "package.json" } },
      [],
    );
  });

  it.each([
    ["getEntry", { path: "package.json" }],
    ["getEntry", { path: ".git/config" }],
    ["entriesByFiles", { files: [{ path: "data/pricing.json" }, { path: "gatsby-config.ts" }] }],
    ["entriesByFolder", { folder: "data", extension: "json", depth: 1 }],
    ["entriesByFolder", { folder: "data/legal", extension: "", depth: 1 }],
    ["entriesByFolder", { folder: "data/legal", extension: "md", depth: 2 }],
    ["entriesByFolder", { folder: ".git", extension: "", depth: 3 }],
    ["unpublishedEntries", {}],
  ])("refuses to read: %s %j", async (action, params) => {
    await expectRefused({ action, params: { branch: "main", ...params } }, []);
  });

  it("saves the forms of data/ and the legal texts, also a new one", async () => {
    for (const [file, text] of [
      ["data/pricing.json", '{ "plans": [{ "name": "Start" }] }\n'],
      ["data/legal/agb.md", "---\ntitle: AGB\n---\n\n## Geltungsbereich\n"],
      ["data/legal/widerruf.md", "---\ntitle: Widerruf\n---\n"],
    ] as const) {
      const saved = await post(saving(file, text));
      expect(saved.status).toBe(200);
      expect(onDisk(file)).toBe(text);
    }
    rmSync(path.join(site, "data/legal/widerruf.md"));
  });

  it("loads what the forms show", async () => {
    const legal = await post(listingLegalTexts);
    expect(legal.status).toBe(200);
    const texts = JSON.parse(legal.text) as { data: string; file: { path: string } }[];
    expect(texts.map(({ file }) => file.path).sort()).toEqual([
      "data/legal/agb.md",
      "data/legal/impressum.md",
    ]);
    expect(texts.every(({ data }) => data.startsWith("---\ntitle: "))).toBe(true);

    const files = [
      { path: "data/pricing.json", label: "Preise" },
      { path: "data/terms.json", label: "Vertragszahlen" },
    ];
    const data = await post({ action: "entriesByFiles", params: { branch: "main", files } });
    expect(data.status).toBe(200);
    expect(JSON.parse(data.text)).toEqual(
      files.map(({ path: file, label }) => ({
        data: onDisk(file),
        file: { path: file, label, id: expect.any(String) },
      })),
    );

    const entry = await post({
      action: "getEntry",
      params: { branch: "main", path: "data/legal/impressum.md" },
    });
    expect(JSON.parse(entry.text)).toMatchObject({ data: project["data/legal/impressum.md"] });

    // Opening a form of data/ also asks for the media folder's files: there are none.
    const media = await post({
      action: "getMedia",
      params: { branch: "main", mediaFolder: "static/uploads" },
    });
    expect(media.status).toBe(200);
    expect(JSON.parse(media.text)).toEqual([]);
  });
});

describe("the GitHub repository the live site's CMS edits", () => {
  it.each([
    ["https://github.com/passform/website", "passform/website"],
    ["https://github.com/passform/website.git", "passform/website"],
    ["git@github.com:passform/website.git\n", "passform/website"],
    ["ssh://git@github.com/passform/web.site.git", "passform/web.site"],
    ["https://gitlab.com/passform/website", undefined],
    ["/work/passform", undefined],
    [undefined, undefined],
  ])("%s → %s", (url, repository) => {
    expect(repositoryOf(url)).toBe(repository);
  });
});
