/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import { developView } from "../gatsby-node/develop-view";
import { writeUntilShown, type ArrivalLimits, type DevelopView } from "../gatsby-node/save-arrival";

/**
 * A save is answered once the development server shows it: once Gatsby's node describes the
 * file on disk and its queries and page data have caught up; a file Gatsby never reads is
 * written again.
 */

const limits: ArrivalLimits = { arrival: 200, attempts: 3, settle: 400, quiet: 40, poll: 5 };

describe("a save in the local backend", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "passform-save-arrival-"));
  const file = path.join(folder, "agb.md");
  let writes = 0;
  const write = async (): Promise<void> => {
    writes += 1;
    rmSync(file, { force: true });
    writeFileSync(file, `Fassung ${writes}\n`);
  };
  const shown = (written: () => Promise<void>, view: DevelopView, bounds = limits) =>
    writeUntilShown(written, [file], view, bounds);

  /** A development server that reads the file on the given writes, `delay` ms after each. */
  const server = (readsWrite: (write: number) => boolean, delay = 20) => {
    let node: { ino: number; mtimeMs: number } | undefined;
    let changed = Date.now();
    let busyUntil = 0;
    const view: DevelopView = {
      fileNode: () => {
        return node;
      },
      busy: () => Date.now() < busyUntil,
      lastChange: () => changed,
    };
    const written = async (): Promise<void> => {
      await write();
      const current = writes;
      if (readsWrite(current)) {
        setTimeout(() => {
          const { ino, mtimeMs } = statSync(file);
          node = { ino, mtimeMs };
          changed = Date.now();
        }, delay);
      }
    };
    return { view, written, busyFor: (ms: number) => (busyUntil = Date.now() + ms) };
  };

  beforeEach(() => {
    writes = 0;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers once Gatsby's node describes the written file, after one write", async () => {
    const { view, written } = server(() => true);
    const arrival = await shown(written, view, limits);
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 1 });
    expect(writes).toBe(1);
    expect(arrival.milliseconds).toBeGreaterThanOrEqual(20);
  });

  it("writes the file again when Gatsby lost the first change, and answers after the second", async () => {
    const { view, written } = server((write) => write >= 2);
    const arrival = await shown(written, view, limits);
    expect(arrival).toMatchObject({ outcome: "shown", attempts: 2 });
    expect(writes).toBe(2);
  });

  it("does not count a node of the file as it was before the save", async () => {
    const { view, written } = server((write) => write === 1);
    await shown(written, view, limits);
    writes = 1;
    // The node still describes the first write: the second is not shown until it is read.
    const again = await shown(written, view, { ...limits, attempts: 1 });
    expect(again).toMatchObject({ outcome: "lost", attempts: 1 });
  });

  it("waits while queries run or page data waits to be written, and for a quiet moment", async () => {
    const { view, written, busyFor } = server(() => true);
    busyFor(150);
    const arrival = await shown(written, view, limits);
    expect(arrival.outcome).toBe("shown");
    expect(arrival.milliseconds).toBeGreaterThanOrEqual(150);
  });

  it("says so when Gatsby read the file but is still busy at the limit, or never read it", async () => {
    const busy = server(() => true);
    busy.busyFor(10_000);
    expect(await shown(busy.written, busy.view, limits)).toMatchObject({
      outcome: "read",
    });
    const deaf = server(() => false);
    writes = 0;
    expect(await shown(deaf.written, deaf.view, limits)).toMatchObject({
      outcome: "lost",
      attempts: 3,
    });
    expect(writes).toBe(3);
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
      { absolutePath: "/site/data/legal/agb.md", ino: 9, mtimeMs: 2.5 },
    ]);
    expect(view.fileNode("/site/data/legal/agb.md")).toEqual({ ino: 9, mtimeMs: 2.5 });
    expect(view.fileNode("/site/data/legal/impressum.md")).toBeUndefined();
  });
});
