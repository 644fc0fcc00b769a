/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import { developView } from "../gatsby-node/develop-view";
import {
  writeUntilShown,
  type ArrivalLimits,
  type DevelopView,
  type Save,
} from "../gatsby-node/save-arrival";
import { saveOrder } from "../gatsby-node/save-order";
import { startAdminServer } from "./support/admin-server";

/**
 * A save is answered once the development server shows it: once Gatsby's node describes the
 * file on disk and its queries and page data have caught up; a file Gatsby never reads is
 * written again, but never over a newer save, and a text the file already holds is not written.
 */

const limits: ArrivalLimits = { arrival: 200, attempts: 3, settle: 400, quiet: 40, poll: 5 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a save in the local backend", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "passform-save-arrival-"));
  const file = path.join(folder, "agb.md");
  const onDisk = () => readFileSync(file, "utf8");
  let writes: string[] = [];
  let request = saveOrder();

  /**
   * Until the save has written `text`: only then can a text written elsewhere come after it,
   * however late the save gets to write on a busy machine (a fixed pause lost that race).
   */
  const landed = async (text: string): Promise<void> => {
    while (!writes.includes(text)) await pause(1);
  };

  /**
   * A development server that reads the file on the writes `readsWrite` picks, `delay` ms after
   * each; `saving(text)` requests a save of `text` in line with the others.
   */
  const server = (readsWrite: (write: number) => boolean, delay = 20) => {
    let node: { ino: number; mtimeMs: number; contentDigest: string } | undefined;
    let changed = Date.now();
    let busyUntil = 0;
    const view: DevelopView = {
      fileNode: () => node,
      busy: () => Date.now() < busyUntil,
      lastChange: () => changed,
    };
    const readNow = () => {
      const { ino, mtimeMs } = statSync(file);
      const contentDigest = createHash("md5").update(readFileSync(file)).digest("hex");
      node = { ino, mtimeMs, contentDigest };
      changed = Date.now();
    };
    const saving = (text: string): Save => ({
      files: [{ path: file, text }],
      write: async () => {
        rmSync(file, { force: true });
        writeFileSync(file, text);
        writes.push(text);
        if (readsWrite(writes.length)) setTimeout(readNow, delay);
        const { ino, mtimeMs } = statSync(file);
        return [{ ino, mtimeMs }];
      },
      ticket: request([file]),
    });
    const shown = (text: string, bounds = limits) => writeUntilShown(saving(text), view, bounds);
    const busyFor = (ms: number) => (busyUntil = Date.now() + ms);
    return { view, saving, shown, readNow, busyFor };
  };

  beforeEach(() => {
    writes = [];
    request = saveOrder();
    writeFileSync(file, "Fassung 0\n");
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers once Gatsby's node describes the written file, after one write", async () => {
    const arrival = await server(() => true).shown("Fassung 1\n");
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 1 });
    expect(writes).toEqual(["Fassung 1\n"]);
    expect(arrival.milliseconds).toBeGreaterThanOrEqual(20);
  });

  it("writes the file again when Gatsby lost the first change, and answers after the second", async () => {
    const arrival = await server((write) => write >= 2).shown("Fassung 1\n");
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 2 });
    expect(writes).toEqual(["Fassung 1\n", "Fassung 1\n"]);
  });

  it("does not count a node of the file as it was before the save", async () => {
    const gatsby = server((write) => write === 1);
    await gatsby.shown("Fassung 1\n");
    // The node still describes the first write: the second is not shown until it is read.
    const again = await gatsby.shown("Fassung 2\n", { ...limits, attempts: 1 });
    expect(again).toMatchObject({ outcome: "lost", attempts: 1 });
  });

  it("waits while queries run or page data waits to be written, and for a quiet moment", async () => {
    const gatsby = server(() => true);
    gatsby.busyFor(150);
    const arrival = await gatsby.shown("Fassung 1\n");
    expect(arrival.outcome).toBe("shown");
    expect(arrival.milliseconds).toBeGreaterThanOrEqual(150);
  });

  it("says so when Gatsby read the file but is still busy at the limit, or never read it", async () => {
    const busy = server(() => true);
    busy.busyFor(10_000);
    expect(await busy.shown("Fassung 1\n")).toMatchObject({ outcome: "read" });
    writes = [];
    const deaf = server(() => false);
    expect(await deaf.shown("Fassung 2\n")).toMatchObject({ outcome: "lost", attempts: 3 });
    expect(writes).toHaveLength(3);
  });

  it("answers at once, writing nothing, when the file holds the text and Gatsby has it", async () => {
    const gatsby = server(() => true);
    gatsby.readNow();
    const arrival = await gatsby.shown("Fassung 0\n");
    expect(arrival).toMatchObject({ outcome: "unchanged", attempts: 0 });
    expect(arrival.milliseconds).toBeLessThan(limits.arrival);
    expect(writes).toEqual([]);
  });

  it("answers without waiting when Gatsby has the text already, though the disk held another", async () => {
    // Gatsby has "Fassung 0"; a text editor wrote "Fassung 1", which Gatsby missed. Writing
    // "Fassung 0" again leaves Gatsby's node as it is (same digest): nothing to wait for.
    const gatsby = server(() => false);
    gatsby.readNow();
    writeFileSync(file, "Fassung 1\n");
    const arrival = await gatsby.shown("Fassung 0\n");
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 1 });
    // Not the writes again and again that wait for a node that never changes.
    expect(arrival.milliseconds).toBeLessThan(limits.arrival * limits.attempts);
    expect(onDisk()).toBe("Fassung 0\n");
  });

  it("writes a text the file holds but Gatsby lost, until Gatsby has it", async () => {
    const gatsby = server(() => true);
    // Gatsby's node is of an older text; the disk already has the new one.
    gatsby.readNow();
    writeFileSync(file, "Fassung 1\n");
    const arrival = await gatsby.shown("Fassung 1\n");
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 1 });
  });

  it("never writes an older text over a newer save of the same file", async () => {
    // Gatsby misses the first write; the second save comes while the first waits to retry.
    const gatsby = server((write) => write >= 2);
    const older = gatsby.shown("älter\n");
    // Once it is written, however busy the machine, and before its first retry.
    await landed("älter\n");
    const newer = gatsby.shown("neuer\n");
    expect(await older).toMatchObject({ outcome: "replaced", attempts: 1 });
    expect(await newer).toMatchObject({ outcome: "shown", attempts: 1 });
    expect(writes).toEqual(["älter\n", "neuer\n"]);
    expect(onDisk()).toBe("neuer\n");
  });

  it("stops writing again once the file holds a text written elsewhere", async () => {
    const gatsby = server(() => false);
    const save = gatsby.shown("aus dem Formular\n");
    await landed("aus dem Formular\n");
    // A text editor saves the file (a new file, as most editors write it).
    rmSync(file);
    writeFileSync(file, "aus dem Editor\n");
    expect(await save).toMatchObject({ outcome: "replaced", attempts: 1 });
    expect(onDisk()).toBe("aus dem Editor\n");
  });

  it("does not take Gatsby's reading of a text written elsewhere for this save", async () => {
    const gatsby = server(() => false);
    const save = gatsby.shown("aus dem Formular\n");
    await landed("aus dem Formular\n");
    rmSync(file);
    writeFileSync(file, "aus dem Editor\n");
    gatsby.readNow();
    expect(await save).toMatchObject({ outcome: "replaced", attempts: 1 });
    expect(writes).toEqual(["aus dem Formular\n"]);
  });

  it("lets a save write only once the earlier save of its file has finished writing", async () => {
    const gatsby = server(() => true);
    const steps: string[] = [];
    const slowly = (text: string): Save => {
      const save = gatsby.saving(text);
      const write = async () => {
        steps.push(`${text} beginnt`);
        await pause(30);
        const marks = await save.write();
        steps.push(`${text} fertig`);
        return marks;
      };
      return { ...save, write };
    };
    const older = writeUntilShown(slowly("älter"), gatsby.view, limits);
    await pause(10);
    const newer = writeUntilShown(slowly("neuer"), gatsby.view, limits);
    await Promise.all([older, newer]);
    expect(steps).toEqual(["älter beginnt", "älter fertig", "neuer beginnt", "neuer fertig"]);
    expect(onDisk()).toBe("neuer");
  });

  it("of saves requested together, writes only the newest", async () => {
    const gatsby = server(() => true, 60);
    const saves = ["eins\n", "zwei\n", "drei\n"].map((text) => gatsby.shown(text));
    const outcomes = (await Promise.all(saves)).map(({ outcome }) => outcome);
    // Each save stops as soon as a newer one is requested; only the newest is written.
    expect(outcomes).toEqual(["replaced", "replaced", "shown"]);
    expect(writes).toEqual(["drei\n"]);
    expect(onDisk()).toBe("drei\n");
  });
});

describe("what the editor and the terminal are told of a save", () => {
  const site = mkdtempSync(path.join(tmpdir(), "passform-save-answer-"));
  const terms = path.join(site, "data/terms.json");
  const said: string[] = [];
  const reporter = {
    info: (text?: string) => said.push(text ?? ""),
    warn: (text?: string) => said.push(text ?? ""),
  };
  const saving = (raw: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ path: "data/terms.json", slug: "terms", raw }],
      assets: [],
      options: { collectionName: "inhalte", commitMessage: "terms", useWorkflow: false },
    },
  });

  beforeAll(() => {
    mkdirSync(path.join(site, "data/legal"), { recursive: true });
    writeFileSync(terms, '{ "noticeMonths": 3 }\n');
  });
  beforeEach(() => said.splice(0));
  afterAll(() => {
    rmSync(site, { recursive: true, force: true });
    delete process.env.GIT_REPO_DIRECTORY;
  });

  it("an older save that a newer one replaced: refused with that reason, never „lost“", async () => {
    // A development server that never reads the file: each save would write it three times.
    const deaf: DevelopView = { fileNode: () => undefined, busy: () => false, lastChange: () => 0 };
    const server = await startAdminServer(site, { view: deaf, reporter, limits });
    try {
      const older = server.post(saving('{ "noticeMonths": 1 }\n'));
      await pause(limits.arrival / 4);
      const newer = server.post(saving('{ "noticeMonths": 6 }\n'));
      const [olderAnswer, newerAnswer] = await Promise.all([older, newer]);
      expect(olderAnswer.status).toBe(409);
      expect(JSON.parse(olderAnswer.text).error).toMatch(
        /^Eine neuere Speicherung derselben Datei/,
      );
      expect(newerAnswer.status).toBe(200);
      expect(readFileSync(terms, "utf8")).toBe('{ "noticeMonths": 6 }\n');
      expect(said[0]).toMatch(/^Ersetzt: data\/terms\.json; eine neuere Speicherung/);
      // Only the newer save, which this server never reads, is reported as not taken over.
      expect(said.filter((text) => text.includes("nicht übernommen"))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("a text the file holds already: answered at once, nothing written", async () => {
    const server = await startAdminServer(site, { reporter });
    try {
      const before = statSync(terms);
      const answer = await server.post(saving(readFileSync(terms, "utf8")));
      expect(answer.status).toBe(200);
      expect(statSync(terms).ino).toBe(before.ino);
      expect(said).toEqual([
        "Unverändert: data/terms.json; die Datei enthält diesen Text schon, und die lokale Vorschau zeigt ihn.",
      ]);
    } finally {
      await server.close();
    }
  });
});

describe("the order of saves", () => {
  it("lines up the saves of each file, and only of the same file", async () => {
    const request = saveOrder();
    const first = request(["/a", "/b"]);
    const second = request(["/b"]);
    const other = request(["/c"]);
    const started: string[] = [];
    void second.turn.then(() => started.push("second"));
    void other.turn.then(() => started.push("other"));
    await pause(10);
    expect(started).toEqual(["other"]);
    expect([first.superseded(), second.superseded(), other.superseded()]).toEqual([
      true,
      false,
      false,
    ]);
    first.release();
    await pause(10);
    expect(started).toEqual(["other", "second"]);
  });
});

describe("what the local backend reads of Gatsby's state", () => {
  type State = {
    queries: { trackedQueries: Map<string, { dirty: number; running: number }> };
    pendingPageDataWrites: { pagePaths: Set<string> };
  };
  const viewOf = (state: State, files: object[] = []) =>
    developView({
      store: { getState: () => state, subscribe: () => () => undefined } as never,
      getNodesByType: (() => files) as NodePluginArgs["getNodesByType"],
    });
  const state = (
    queries: Record<string, { dirty: number; running: number }>,
    pending: string[] = [],
  ): State => ({
    queries: { trackedQueries: new Map(Object.entries(queries)) },
    pendingPageDataWrites: { pagePaths: new Set(pending) },
  });
  const onDemand = process.env.GATSBY_QUERY_ON_DEMAND;
  afterEach(() => {
    if (onDemand === undefined) delete process.env.GATSBY_QUERY_ON_DEMAND;
    else process.env.GATSBY_QUERY_ON_DEMAND = onDemand;
  });

  it("is busy while a query runs, or an outdated query waits to run without Query on Demand", () => {
    delete process.env.GATSBY_QUERY_ON_DEMAND;
    expect(viewOf(state({ "/": { dirty: 0, running: 0 } })).busy()).toBe(false);
    expect(viewOf(state({ "/": { dirty: 0, running: 1 } })).busy()).toBe(true);
    expect(viewOf(state({ "/agb": { dirty: 1, running: 0 } })).busy()).toBe(true);
    expect(viewOf(state({ "/": { dirty: 0, running: 0 } }, ["/"])).busy()).toBe(true);
  });

  it("with Query on Demand, leaves an outdated page to its next request, which waits for it", () => {
    process.env.GATSBY_QUERY_ON_DEMAND = "true";
    expect(viewOf(state({ "/agb": { dirty: 1, running: 0 } }, ["/agb"])).busy()).toBe(false);
    expect(viewOf(state({ "/": { dirty: 0, running: 0 } }, ["/"])).busy()).toBe(true);
    expect(viewOf(state({ "/": { dirty: 0, running: 1 } })).busy()).toBe(true);
  });

  it("finds the File node of an absolute path", () => {
    const view = viewOf(state({}), [
      { absolutePath: "/site/data/pricing.json", ino: 7, mtimeMs: 1.5 },
      {
        absolutePath: "/site/data/legal/agb.md",
        ino: 9,
        mtimeMs: 2.5,
        internal: { contentDigest: "9e107d9d372bb6826bd81d3542a419d6" },
      },
    ]);
    expect(view.fileNode("/site/data/legal/agb.md")).toEqual({
      ino: 9,
      mtimeMs: 2.5,
      contentDigest: "9e107d9d372bb6826bd81d3542a419d6",
    });
    expect(view.fileNode("/site/data/legal/impressum.md")).toBeUndefined();
  });
});
